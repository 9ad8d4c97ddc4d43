import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, MESSAGES, namedSchema, productListQuery, productSchema } from "@taaza/domain";
import { currentPrincipal, requireAdmin } from "../../http/current-user.ts";
import { JsonCache } from "../../http/cached-json.ts";
import { notFound } from "../../http/http-error.ts";
import { catalogVersion, findProduct, listCategories, listProducts, listProductTags } from "./catalog-repository.ts";
import { toProduct } from "./product-view.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const cache = new JsonCache();

  app.get(
    "/products",
    { schema: { tags: ["catalog"], querystring: productListQuery, response: { 200: z.array(productSchema) } } },
    async (request, reply) => {
      const { search, category, includeArchived } = request.query;
      const filter = { search: search?.trim() || undefined, category, includeArchived: includeArchived === "true" };
      if (filter.includeArchived) {
        await requireAdmin(request);
        reply.header("cache-control", "private, no-store");
        return (await listProducts(db, filter)).map(toProduct);
      }
      const key = `products|${filter.search ?? ""}|${filter.category ?? ""}`;
      return cache.send(request, reply, key, await catalogVersion(db), async () => (await listProducts(db, filter)).map(toProduct));
    },
  );

  app.get(
    "/products/:id",
    { schema: { tags: ["catalog"], params: idParams, response: { 200: productSchema } } },
    async (request) => {
      const row = await findProduct(db, request.params.id);
      // An archived product is gone for customers; staff still open it to edit or restore it.
      if (!row || (row.isArchived && (await currentPrincipal(request))?.userType !== "Admin")) {
        throw notFound(MESSAGES.product.notFound);
      }
      return toProduct(row);
    },
  );

  app.get("/categories", { schema: { tags: ["catalog"], response: { 200: z.array(namedSchema) } } }, async () => listCategories(db));
  app.get("/productTags", { schema: { tags: ["catalog"], response: { 200: z.array(namedSchema) } } }, async () => listProductTags(db));
};
