import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { creativeSchema, dealSchema } from "@taaza/domain";
import { sendJsonWithEtag } from "../../http/cached-json.ts";
import { toProduct } from "../catalog/product-view.ts";
import { listCreatives, listVisibleDeals } from "./storefront-content-repository.ts";

export const storefrontContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get("/creatives", { schema: { tags: ["storefront"], response: { 200: z.object({ data: z.array(creativeSchema) }) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, { data: await listCreatives(db) }),
  );

  app.get("/ftds", { schema: { tags: ["storefront"], response: { 200: z.array(dealSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, (await listVisibleDeals(db)).map((d) => ({ _id: d.id, product: toProduct(d.product) }))),
  );
};
