import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutStartBody, checkoutStartSchema, orderSchema, paymentFieldsSchema, SERVER_MESSAGES } from "@taaza/domain";
import { KEEPS_CACHED_VERSIONS } from "../../platform/http/cached-version.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { currentPrincipal, requireShopper } from "../../http/current-user.ts";
import { startCheckout, validatePayment } from "./checkout-use-cases.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";

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

/** Starting a payment, and the browser's proof of it. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  const { deps } = app;

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
      return reply.status(201).send(await startCheckout(deps, payments, request.log, caller.id, request.body));
    },
  );

  app.post(
    "/order/validate",
    {
      config: KEEPS_CACHED_VERSIONS,
      schema: {
        tags: ["checkout"],
        body: paymentFieldsSchema,
        response: { 200: z.object({ data: orderSchema }), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const caller = await requireShopper(request, null, SERVER_MESSAGES.cart.adminNoBasket);
      return { data: await validatePayment(deps, payments, request.log, caller.id, request.body) };
    },
  );
};
