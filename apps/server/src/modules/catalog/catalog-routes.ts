import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, namedSchema, productListQuery, productSchema } from "@taaza/domain";
import { currentPrincipal, requireAdmin } from "../../http/current-user.ts";
import { JsonCache, sendJsonWithEtag } from "../../http/cached-json.ts";
import { CachedVersion } from "../../http/cached-version.ts";
import { catalogVersion, listCategories, listProductTags } from "./catalog-repository.ts";
import { productListing, visibleProduct, type ProductPage } from "./catalog-use-cases.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db, config } = deps;
  const cache = new JsonCache();
  // The catalog's version is read at most once a second per process, not once per request.
  const version = new CachedVersion(config.catalogCacheMs, () => catalogVersion(db));
  app.cachedVersions.add(version);

  app.get(
    "/products",
    {
      schema: {
        tags: ["catalog"],
        description:
          "Public catalog, archived products never included. `category` is a category name or a price band (price1 = pays at most ₹300, price2 at most ₹500, price3 above ₹500). With `page` (and `limit`, default 20) one page is returned and X-Total-Count holds the total.",
        querystring: productListQuery,
        response: { 200: z.array(productSchema) },
      },
    },
    async (request, reply) => {
      const listing = await productListing(deps, request.query, () => requireAdmin(request));
      if (listing.audience === "staff") {
        reply.header("cache-control", "private, no-store");
        if (listing.page.total !== undefined) reply.header("x-total-count", String(listing.page.total));
        return listing.page.products;
      }
      return cache.sendWithHeaders(request, reply, listing.cacheKey, await version.get(), async () => withTotalHeader(await listing.read()));
    },
  );

  app.get("/products/:id", { schema: { tags: ["catalog"], params: idParams, response: { 200: productSchema } } }, async (request) =>
    visibleProduct(deps, request.params.id, () => currentPrincipal(request)),
  );

  app.get("/categories", { schema: { tags: ["catalog"], response: { 200: z.array(namedSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, await listCategories(db)),
  );
  app.get("/productTags", { schema: { tags: ["catalog"], response: { 200: z.array(namedSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, await listProductTags(db)),
  );
};

function withTotalHeader(page: ProductPage) {
  return page.total === undefined ? { body: page.products } : { body: page.products, headers: { "x-total-count": String(page.total) } };
}
