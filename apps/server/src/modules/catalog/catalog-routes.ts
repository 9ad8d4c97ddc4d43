import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CATEGORY_PAGE_SIZE, idParams, isPriceBand, MESSAGES, namedSchema, productListQuery, productSchema, type ProductListQuery } from "@taaza/domain";
import { currentPrincipal, requireAdmin } from "../../http/current-user.ts";
import { JsonCache, sendJsonWithEtag } from "../../http/cached-json.ts";
import { CachedVersion } from "../../http/cached-version.ts";
import { notFound } from "../../http/http-error.ts";
import { catalogVersion, countProducts, findProduct, listCategories, listProducts, listProductTags, type PageRequest, type ProductFilter } from "./catalog-repository.ts";
import { toProduct } from "./product-view.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
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
      const query = productQuery(request.query);
      if (query.filter.includeArchived) {
        await requireAdmin(request);
        reply.header("cache-control", "private, no-store");
        if (query.page) reply.header("x-total-count", String(await countProducts(db, query.filter)));
        return (await listProducts(db, query.filter, query.page)).map(toProduct);
      }
      const { filter, page } = query;
      const key = ["products", filter.search ?? "", filter.category ?? "", filter.band ?? "", page?.limit ?? "", page?.offset ?? ""].join("|");
      return cache.sendWithHeaders(request, reply, key, await version.get(), async () => {
        const rows = await listProducts(db, filter, page);
        if (!page) return { body: rows.map(toProduct) };
        return { body: rows.map(toProduct), headers: { "x-total-count": String(await countProducts(db, filter)) } };
      });
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

  app.get("/categories", { schema: { tags: ["catalog"], response: { 200: z.array(namedSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, await listCategories(db)),
  );
  app.get("/productTags", { schema: { tags: ["catalog"], response: { 200: z.array(namedSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, await listProductTags(db)),
  );
};

/** The query string as the repository wants it: a category name or a price band, and an optional page. */
function productQuery(query: ProductListQuery): { filter: ProductFilter; page: PageRequest | undefined } {
  const { search, category, includeArchived, page, limit } = query;
  const band = category !== undefined && isPriceBand(category) ? category : undefined;
  const filter: ProductFilter = {
    search: search?.trim() || undefined,
    category: band ? undefined : category,
    band,
    includeArchived: includeArchived === "true",
  };
  if (page === undefined && limit === undefined) return { filter, page: undefined };
  const size = limit ?? CATEGORY_PAGE_SIZE;
  return { filter, page: { limit: size, offset: ((page ?? 1) - 1) * size } };
}
