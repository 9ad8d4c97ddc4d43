import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOrdersQuery, idSchema, orderStatusBody } from "@taaza/domain";
import { adminOnly, requireAdmin } from "../../http/current-user.ts";
import { adminOrdersPage, setOrderStatus } from "./admin-orders-use-cases.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";

/** Staff's orders: the paged list and status changes. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get("/admin/orders", { ...admin, schema: { tags: ["admin"], querystring: adminOrdersQuery } }, async (request) =>
    adminOrdersPage(deps, request.query),
  );

  // The second id is the order's customer, as the spec's call sends it.
  app.put(
    "/orders/:orderId/:userId",
    { ...admin, schema: { tags: ["admin"], params: z.object({ orderId: idSchema, userId: idSchema }), body: orderStatusBody } },
    async (request) => ({
      data: await setOrderStatus(
        deps,
        payments,
        request.log,
        await requireAdmin(request),
        request.params.orderId,
        request.params.userId,
        request.body.status,
      ),
    }),
  );
};
