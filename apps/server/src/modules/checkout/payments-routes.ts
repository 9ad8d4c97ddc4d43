import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentFieldsSchema } from "@taaza/domain";
import { requireUser } from "../../http/current-user.ts";
import { KEEPS_CACHED_VERSIONS } from "../../platform/http/cached-version.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { approveTestPayment, failTestPayment, receiveWebhook } from "./payments-use-cases.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";

const orderParams = z.object({ providerOrderId: z.string().min(1).max(100) });

/** The provider's side of a payment: the offline test checkout, and webhooks. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  const { deps } = app;

  app.post(
    "/payments/test/:providerOrderId/approve",
    {
      config: KEEPS_CACHED_VERSIONS,
      schema: { tags: ["payments"], params: orderParams, response: { 200: paymentFieldsSchema, 401: errorBody, 404: errorBody } },
    },
    async (request) => approveTestPayment(deps, payments, (await requireUser(request)).id, request.params.providerOrderId),
  );

  app.post(
    "/payments/test/:providerOrderId/fail",
    {
      config: KEEPS_CACHED_VERSIONS,
      schema: {
        tags: ["payments"],
        params: orderParams,
        response: { 200: z.object({ message: z.string() }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => failTestPayment(deps, payments, (await requireUser(request)).id, request.params.providerOrderId),
  );

  // The signature covers the exact bytes sent, so this route reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post("/payments/razorpay/webhook", { schema: { tags: ["payments"], hide: true } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-razorpay-signature"];
      const eventId = request.headers["x-razorpay-event-id"];
      return receiveWebhook(
        deps,
        payments,
        request.log,
        raw,
        typeof signature === "string" ? signature : undefined,
        typeof eventId === "string" && eventId.length > 0 && eventId.length <= 100 ? eventId : undefined,
      );
    });
  });
};
