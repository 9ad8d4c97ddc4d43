import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bestSellersSince,
  dealSchema,
  flashDealsSchema,
  idParams,
  namedSchema,
  preparationsQuery,
  productListQuery,
  productSchema,
} from "@taaza/domain";
import { JsonCache, sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import { versionWithPeriod, type CachedVersion } from "../../platform/http/cached-version.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { PublicReadLane } from "../../platform/http/public-read-lane.ts";
import type { CatalogContext } from "./catalog-context.ts";
import { listCategories, listProductTags } from "./catalog-repository.ts";
import { bestSellerShelf, categoryPreparations, productListing, visibleProduct, type ProductPage } from "./catalog-use-cases.ts";
import { dealsOfTheDay } from "./deals.ts";
import { runningFlashDeals } from "./flash-deals.ts";

export interface CatalogStoreRouteDeps {
  guards: Guards;
  /** The catalog's version, which the cached product lists are kept by. */
  version: CachedVersion;
  /** Answers repeat reads of the cached lists before Fastify does (when listening). */
  publicReadLane: PublicReadLane;
}

/** How stale a list ordered by sales may be: sales change with every purchase, which forgets no cache. */
const SALES_REFRESH_MS = 5 * 60 * 1000;

/** The public catalog: products, their categories and tags, the flash deals and deals of the day. */
export function catalogStoreRoutes(
  deps: CatalogContext,
  { guards, version, publicReadLane }: CatalogStoreRouteDeps,
): FastifyPluginAsyncZod {
  const { currentPrincipal, requireAdmin } = guards;
  const { db } = deps;
  return async (app) => {
    const cache = new JsonCache(version, { lane: publicReadLane });
    // Lists ordered by sales: a purchase forgets no cached version, so they are rebuilt every SALES_REFRESH_MS as well.
    const salesCache = new JsonCache(
      versionWithPeriod(version, SALES_REFRESH_MS, () => deps.clock.now()),
      { lane: publicReadLane },
    );

    app.get(
      "/products",
      {
        schema: {
          tags: ["catalog"],
          description:
            "Public catalog, archived products never included. `category` is a category name or a price band (price1 = pays at most ₹300, price2 at most ₹500, price3 above ₹500). `prep` keeps products with a variant of that preparation (any case, e.g. boneless). `sort`: relevance (newest first), price_asc or price_desc (the price customers pay), popularity (grams sold in the last 14 India days); a `search` is ranked by its match instead. With `page` (and `limit`, default 20) one page is returned and X-Total-Count holds the total.",
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
        const lists = request.query.sort === "popularity" ? salesCache : cache;
        return lists.sendWithHeaders(request, reply, listing.cacheKey, async () => withTotalHeader(await listing.read()));
      },
    );

    app.get(
      "/products/best-sellers",
      {
        schema: {
          tags: ["catalog"],
          description:
            "The home page's Best Sellers shelf, in stock, at most BEST_SELLERS_SHELF_SIZE (10): products staff flag as best sellers first, then the products of paid orders of the last 14 India days by grams sold (cancelled orders not counted), then newest. A product neither flagged nor ordered in that time is not on it.",
          response: { 200: z.array(productSchema) },
        },
      },
      async (request, reply) => {
        const salesSince = bestSellersSince(deps.clock.now());
        return salesCache.send(request, reply, `best-sellers@${salesSince.toISOString()}`, () => bestSellerShelf(deps, salesSince));
      },
    );

    app.get(
      "/products/preparations",
      {
        schema: {
          tags: ["catalog"],
          description:
            "The preparations (boneless, curry cut...) of a category's or price band's products' variants, each once, alphabetically, for the category page's filter (`prep`). Without `category`, the whole catalog's.",
          querystring: preparationsQuery,
          response: { 200: z.array(z.string()) },
        },
      },
      async (request, reply) => {
        const { category } = request.query;
        return cache.send(request, reply, `preparations|${category ?? ""}`, () => categoryPreparations(deps, category));
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

    app.get("/flash-deals", { schema: { tags: ["catalog"], response: { 200: flashDealsSchema } } }, async (_request, reply) => {
      // A deal ends at a set second: a cached copy would show it after it is over.
      reply.header("cache-control", "no-store");
      return runningFlashDeals(deps);
    });

    app.get("/ftds", { schema: { tags: ["storefront"], response: { 200: z.array(dealSchema) } } }, async (request, reply) =>
      sendJsonWithEtag(request, reply, await dealsOfTheDay(deps)),
    );
  };
}

function withTotalHeader(page: ProductPage) {
  return page.total === undefined ? { body: page.products } : { body: page.products, headers: { "x-total-count": String(page.total) } };
}
