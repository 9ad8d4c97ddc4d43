import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const shopInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  googleClientId: z.string().nullable(),
});

/** The shop's public contact details and which third parties the browser may load. */
export const shopInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const info = { ...config.shop, googleClientId: config.google.clientId };
  app.get("/shop", { schema: { tags: ["shop"], response: { 200: shopInfoSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return info;
  });
};
