import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../platform/http/error-body.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import { receiveWhatsappWebhook, verifyWhatsappSubscription } from "./whatsapp-webhook.ts";

/** WhatsApp's webhook, in the store's tree (Meta calls it without a session; its signature is the check). */
export function whatsappWebhookRoutes(deps: MessagesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/messages/whatsapp/webhook",
      {
        schema: {
          tags: ["messages"],
          hide: true,
          querystring: z.object({
            "hub.mode": z.string().max(50).optional(),
            "hub.verify_token": z.string().max(200).optional(),
            "hub.challenge": z.string().max(200).optional(),
          }),
          response: { 200: z.string(), 401: errorBody },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const challenge = verifyWhatsappSubscription(deps, {
          mode: q["hub.mode"],
          token: q["hub.verify_token"],
          challenge: q["hub.challenge"],
        });
        return reply.type("text/plain").send(challenge);
      },
    );
    // The signature covers the exact bytes sent, so this route reads its body raw.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser("application/json");
      webhook.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        "/messages/whatsapp/webhook",
        { schema: { tags: ["messages"], hide: true, response: { 200: z.object({ recorded: z.number().int() }), 401: errorBody } } },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers["x-hub-signature-256"];
          return receiveWhatsappWebhook(deps, raw, typeof signature === "string" ? signature : undefined, request.log);
        },
      );
    });
  };
}
