import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkoutStartBody,
  checkoutStartSchema,
  orderSchema,
  paymentFieldsSchema,
  SERVER_MESSAGES,
  type Order,
  type PaymentFields,
} from "@taaza/domain";
import { KEEPS_CACHED_VERSIONS } from "../../platform/http/cached-version.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { Logger } from "../../platform/logger.ts";
import { approveTestPayment, failTestPayment, startCheckout, type CheckoutDeps } from "./checkout-use-cases.ts";

/** The browser's proof of payment, settled into an order: a process (processes/settle-payment.ts). */
export type SettleBrowserPayment = (userId: string, fields: PaymentFields, log: Logger) => Promise<Order>;

/** A provider's webhook, as its raw bytes and headers (processes/payment-webhook.ts). */
export type ReceiveWebhook = (
  delivery: { raw: Buffer; signature: string | undefined; eventId: string | undefined },
  log: Logger,
) => Promise<{ status: string }>;

export interface CheckoutRouteDeps {
  guards: Guards;
  settleBrowserPayment: SettleBrowserPayment;
  receiveWebhook: ReceiveWebhook;
}

/**
 * Starting a payment and the browser's proof of it; the provider's side of a payment (the
 * offline test checkout, and webhooks).
 */
export function checkoutRoutes(
  deps: CheckoutDeps,
  { guards, settleBrowserPayment, receiveWebhook }: CheckoutRouteDeps,
): FastifyPluginAsyncZod {
  const { currentPrincipal, requireShopper, requireUser } = guards;
  /**
   * Every checkout asks the provider for an order: a few a minute is plenty for a person, and a
   * loop cannot flood the provider's account. Counted per customer, so many customers behind one
   * address (an office, a mobile carrier's NAT) do not share a budget.
   */
  const checkoutLimit = {
    rateLimit: {
      max: 20,
      timeWindow: "1 minute",
      keyGenerator: async (request: FastifyRequest) => (await currentPrincipal(request))?.id ?? request.ip,
    },
  };
  const orderParams = z.object({ providerOrderId: z.string().min(1).max(100) });
  return async (app) => {
    app.post(
      "/order",
      {
        config: { ...checkoutLimit, ...KEEPS_CACHED_VERSIONS },
        schema: {
          tags: ["checkout"],
          body: checkoutStartBody,
          response: {
            201: checkoutStartSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            502: errorBody,
          },
        },
      },
      async (request, reply) => {
        const caller = await requireShopper(request, null, SERVER_MESSAGES.cart.adminNoBasket);
        return reply.status(201).send(await startCheckout(deps, request.log, caller.id, request.body));
      },
    );

    app.post(
      "/order/validate",
      {
        config: KEEPS_CACHED_VERSIONS,
        schema: {
          tags: ["checkout"],
          body: paymentFieldsSchema,
          response: {
            200: z.object({ data: orderSchema }),
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) => {
        const caller = await requireShopper(request, null, SERVER_MESSAGES.cart.adminNoBasket);
        return { data: await settleBrowserPayment(caller.id, request.body, request.log) };
      },
    );

    app.post(
      "/payments/test/:providerOrderId/approve",
      {
        config: KEEPS_CACHED_VERSIONS,
        schema: { tags: ["payments"], params: orderParams, response: { 200: paymentFieldsSchema, 401: errorBody, 404: errorBody } },
      },
      async (request) => approveTestPayment(deps, (await requireUser(request)).id, request.params.providerOrderId),
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
      async (request) => failTestPayment(deps, (await requireUser(request)).id, request.params.providerOrderId),
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
          {
            raw,
            signature: typeof signature === "string" ? signature : undefined,
            eventId: typeof eventId === "string" && eventId.length > 0 && eventId.length <= 100 ? eventId : undefined,
          },
          request.log,
        );
      });
    });
  };
}
