import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import { deletePushSubscription, savePushSubscription } from "./push-subscriptions.ts";

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);
/** A browser's PushSubscription as `toJSON()` gives it. */
const subscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
const STAFF_GET_NO_UPDATES = "Staff accounts do not get order updates";

/** The key browsers subscribe with, and a customer's browsers saved and removed. */
export function pushSubscriptionRoutes(deps: MessagesDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/messages/push/key",
      { schema: { tags: ["messages"], response: { 200: z.object({ publicKey: z.string().nullable() }) } } },
      async () => ({ publicKey: deps.vapidPublicKey }),
    );
    app.post(
      "/users/:id/push-subscriptions",
      {
        schema: {
          tags: ["messages"],
          params: idParams,
          body: subscriptionBody,
          response: { 201: z.object({ message: z.string() }), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request, reply) => {
        await guards.requireShopper(request, request.params.id, STAFF_GET_NO_UPDATES);
        await savePushSubscription(deps.db, request.params.id, request.body);
        return reply.status(201).send({ message: "This browser will get your order updates" });
      },
    );
    app.delete(
      "/users/:id/push-subscriptions",
      {
        schema: {
          tags: ["messages"],
          params: idParams,
          body: z.object({ endpoint: z.string().max(1000) }),
          response: { 200: z.object({ message: z.string() }), 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        await guards.requireShopper(request, request.params.id, STAFF_GET_NO_UPDATES);
        await deletePushSubscription(deps.db, request.params.id, request.body.endpoint);
        return { message: "This browser will no longer get your order updates" };
      },
    );
  };
}
