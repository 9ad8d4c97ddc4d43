import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES, paymentFieldsSchema } from "@taaza/domain";
import { requireUser } from "../../http/current-user.ts";
import { badRequest, notFound } from "../../http/http-error.ts";
import { findCheckout } from "../checkout/checkout-repository.ts";
import { settlePayment } from "../checkout/checkout-use-cases.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { isTestProvider } from "./test-payment-provider.ts";
import { parseWebhook } from "./webhook-event.ts";

const errorBody = z.object({ error: z.string() });
const orderParams = z.object({ providerOrderId: z.string().min(1).max(100) });

/** The provider's side of a payment: the offline test checkout, and webhooks. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  const { deps } = app;

  /** The test checkout acts only for the checkout's owner, and only while it is the active provider. */
  async function ownTestCheckout(userId: string, providerOrderId: string) {
    if (!isTestProvider(payments)) throw notFound("Test payments are not enabled");
    const checkout = await findCheckout(deps.db, providerOrderId);
    if (!checkout || checkout.userId !== userId || checkout.provider !== "test") throw notFound(MESSAGES.order.paymentNotFound);
    return payments;
  }

  app.post(
    "/payments/test/:providerOrderId/approve",
    { schema: { tags: ["payments"], params: orderParams, response: { 200: paymentFieldsSchema, 401: errorBody, 404: errorBody } } },
    async (request) => {
      const caller = await requireUser(request);
      const provider = await ownTestCheckout(caller.id, request.params.providerOrderId);
      return provider.approve(request.params.providerOrderId);
    },
  );

  app.post(
    "/payments/test/:providerOrderId/fail",
    { schema: { tags: ["payments"], params: orderParams, response: { 200: z.object({ message: z.string() }), 401: errorBody, 404: errorBody } } },
    async (request) => {
      const caller = await requireUser(request);
      await ownTestCheckout(caller.id, request.params.providerOrderId);
      return { message: MESSAGES.order.paymentFailed };
    },
  );

  // The signature covers the exact bytes sent, so this route reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    webhook.post("/payments/razorpay/webhook", { schema: { tags: ["payments"], hide: true } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-razorpay-signature"];
      if (!payments.verifyWebhook(raw, typeof signature === "string" ? signature : undefined)) throw badRequest(MESSAGES.order.webhookSignature);
      const event = parseWebhook(raw);
      if (!event) return { status: "ignored" };
      const outcome = await settlePayment(deps.db, { provider: payments.name, providerOrderId: event.orderId, providerPaymentId: event.paymentId, amountPaise: event.amountPaise });
      if (outcome.kind !== "order") {
        request.log.warn({ event: event.event, providerOrderId: event.orderId, providerPaymentId: event.paymentId, outcome: outcome.kind }, "payment webhook did not create an order");
      }
      // Acknowledged either way: a retry would get the same answer.
      return { status: outcome.kind === "order" ? "ok" : outcome.kind };
    });
  });
};
