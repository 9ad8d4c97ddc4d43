import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, idSchema, orderSchema, refundBody } from "@taaza/domain";
import { adminOnly, requireAdmin, requireUser } from "../../http/current-user.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { cancelOwnOrder, refundPart, retryRefund } from "./refunds-use-cases.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";

const orderResponse = {
  200: z.object({ data: orderSchema }),
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** A customer's cancellation, and staff refunds (part of an order, and retries of failed ones). */
export const refundsRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.post("/orders/:id/cancel", { schema: { tags: ["orders"], params: idParams, response: orderResponse } }, async (request) => ({
    data: await cancelOwnOrder(deps, payments, request.log, await requireUser(request), request.params.id),
  }));

  // adminOnly runs before the body is read: nobody else gets to send one.
  app.post(
    "/orders/:id/refunds",
    { ...admin, schema: { tags: ["admin"], params: idParams, body: refundBody, response: orderResponse } },
    async (request) => ({
      data: await refundPart(deps, payments, request.log, await requireAdmin(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/orders/:id/refunds/:refundId/retry",
    { ...admin, schema: { tags: ["admin"], params: z.object({ id: idSchema, refundId: idSchema }), response: orderResponse } },
    async (request) => ({ data: await retryRefund(deps, payments, request.log, request.params.id, request.params.refundId) }),
  );
};
