import {
  BEST_SELLERS_SHELF_SIZE,
  bestSellersSince,
  CATEGORY_PAGE_SIZE,
  isPriceBand,
  type Product,
  type ProductListQuery,
  SERVER_MESSAGES,
} from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { notFound } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import type { CatalogContext } from "./catalog-context.ts";
import {
  catalogVersion,
  countProducts,
  findDefaultVariant,
  findProduct,
  findProductWithVariants,
  findVariantById,
  listBestSellers,
  listPreparations,
  listProducts,
  type PageRequest,
  type ProductFilter,
  type ProductOrder,
} from "./catalog-repository.ts";
import type { VariantRow } from "./product-view.ts";

export { catalogVersion, findProduct };

/** A variant by id (of any product: the caller checks it is the product's), or the product's default. */
export function findVariant(db: Database, productId: string, variantId: string | null): Promise<VariantRow | undefined> {
  return variantId === null ? findDefaultVariant(db, productId) : findVariantById(db, variantId);
}
import { toProduct } from "./product-view.ts";

export interface ProductPage {
  products: Product[];
  /** Every match, when a page was asked for. */
  total: number | undefined;
}

/**
 * What a product list is and who may see it. The storefront's list is the same for everyone, so
 * it may be answered from a cache under `cacheKey`. Archived products are staff's business: the
 * list that includes them needs an Admin (`confirmStaff` fails for anyone else) and is theirs alone.
 */
export type ProductListing =
  { audience: "everyone"; cacheKey: string; read: () => Promise<ProductPage> } | { audience: "staff"; page: ProductPage };

export async function productListing(
  deps: CatalogContext,
  query: ProductListQuery,
  confirmStaff: () => Promise<unknown>,
): Promise<ProductListing> {
  const { filter, page, order } = productQuery(query, deps.clock.now());
  const read = () => productPage(deps, filter, page, order);
  if (filter.includeArchived) {
    await confirmStaff();
    return { audience: "staff", page: await read() };
  }
  const cacheKey = [
    "products",
    filter.search ?? "",
    filter.category ?? "",
    filter.band ?? "",
    filter.prep?.toLowerCase() ?? "",
    order.sort === "popularity" ? `popularity@${order.salesSince.toISOString()}` : order.sort,
    page?.limit ?? "",
    page?.offset ?? "",
  ].join("|");
  return { audience: "everyone", cacheKey, read };
}

/**
 * The home page's Best Sellers shelf: what staff flag (pinned first), then what sold most in the
 * last BEST_SELLERS_WINDOW_DAYS India days, in stock, as many as it shows; a product neither
 * flagged nor ordered is not on it. Its own small answer, so the home page (and the state its
 * server-drawn HTML carries) does not need the whole catalog to pick ten products.
 */
export async function bestSellerShelf(deps: CatalogContext, salesSince: Date): Promise<Product[]> {
  const rows = await listBestSellers(deps.db, salesSince, BEST_SELLERS_SHELF_SIZE);
  return rows.map((row) => toProduct(row, row.variants));
}

/** The preparations a category's (or price band's) products come in, for its filter. */
export function categoryPreparations(deps: CatalogContext, category: string | undefined): Promise<string[]> {
  const band = category !== undefined && isPriceBand(category) ? category : undefined;
  return listPreparations(deps.db, { includeArchived: false, category: band ? undefined : category, band });
}

/** An archived product is gone for customers; staff still open it to edit or restore it. */
export async function visibleProduct(deps: CatalogContext, id: string, viewer: () => Promise<Principal | null>): Promise<Product> {
  const row = await findProductWithVariants(deps.db, id);
  if (!row || (row.isArchived && (await viewer())?.userType !== "Admin")) throw notFound(SERVER_MESSAGES.product.notFound);
  return toProduct(row, row.variants);
}

async function productPage(
  deps: CatalogContext,
  filter: ProductFilter,
  page: PageRequest | undefined,
  order: ProductOrder,
): Promise<ProductPage> {
  const rows = await listProducts(deps.db, filter, page, order);
  return { products: rows.map((row) => toProduct(row, row.variants)), total: page ? await countProducts(deps.db, filter) : undefined };
}

/**
 * The query string as the repository wants it: a category name or a price band, a preparation,
 * an order and an optional page. Popularity counts sales since the Best Sellers window's start
 * (`now`'s India day less 13), so one day's lists share one cached answer.
 */
function productQuery(query: ProductListQuery, now: Date): { filter: ProductFilter; page: PageRequest | undefined; order: ProductOrder } {
  const { search, category, includeArchived, page, limit, sort = "relevance", prep } = query;
  const band = category !== undefined && isPriceBand(category) ? category : undefined;
  const filter: ProductFilter = {
    search: search?.trim() || undefined,
    category: band ? undefined : category,
    band,
    includeArchived: includeArchived === "true",
    prep,
  };
  const order: ProductOrder = sort === "popularity" ? { sort, salesSince: bestSellersSince(now) } : { sort };
  if (page === undefined && limit === undefined) return { filter, page: undefined, order };
  const size = limit ?? CATEGORY_PAGE_SIZE;
  return { filter, page: { limit: size, offset: ((page ?? 1) - 1) * size }, order };
}
