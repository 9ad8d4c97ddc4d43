import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOrdersQuery, idSchema, orderStatusBody } from "@taaza/domain";
import { adminOnly, requireAdmin } from "../../http/current-user.ts";
import { adminOrdersPage, setOrderStatus } from "./order-admin-use-cases.ts";

/** Staff's orders: the paged list and status changes. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get("/admin/orders", { ...admin, schema: { tags: ["admin"], querystring: adminOrdersQuery } }, async (request) => adminOrdersPage(deps, request.query));

  // The second id is the order's customer, as the spec's call sends it.
  app.put(
    "/orders/:orderId/:userId",
    { ...admin, schema: { tags: ["admin"], params: z.object({ orderId: idSchema, userId: idSchema }), body: orderStatusBody } },
    async (request) => ({
      data: await setOrderStatus(deps, await requireAdmin(request), request.params.orderId, request.params.userId, request.body.status),
    }),
  );
};
