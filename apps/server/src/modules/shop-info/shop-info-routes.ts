import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { describeDeliveryHours, ISSUE_ACKNOWLEDGE_WITHIN_MS, ISSUE_RESOLVE_WITHIN_MS } from "@taaza/domain";
import type { Config } from "../../platform/config.ts";

export const shopInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  googleClientId: z.string().nullable(),
  /** "07:00-21:00", India time: when riders are out, shown as the shop's opening hours. */
  deliveryHours: z.string(),
  /** Whom customers complain to, with the ticket limits (Consumer Protection (E-Commerce) Rules 2020). */
  grievanceOfficer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    acknowledgeWithinHours: z.number().int(),
    resolveWithinDays: z.number().int(),
  }),
});

/** The shop's public contact details and which third parties the browser may load. */
export function shopInfoRoutes(config: Pick<Config, "shop" | "google" | "grievanceOfficer">): FastifyPluginAsyncZod {
  const { deliveryHours, gstin: _gstin, fssai: _fssai, ...contact } = config.shop;
  const info = {
    ...contact,
    deliveryHours: describeDeliveryHours(deliveryHours),
    googleClientId: config.google.clientId,
    grievanceOfficer: {
      ...config.grievanceOfficer,
      acknowledgeWithinHours: ISSUE_ACKNOWLEDGE_WITHIN_MS / 3_600_000,
      resolveWithinDays: ISSUE_RESOLVE_WITHIN_MS / 86_400_000,
    },
  };
  return async (app) => {
    app.get("/shop", { schema: { tags: ["shop"], response: { 200: shopInfoSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return info;
    });
  };
}
