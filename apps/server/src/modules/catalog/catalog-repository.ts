import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import { PRICE_BANDS, rupeesToPaise, STANDARD_PREPARATION, type PriceBand, type ProductSort } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { likePattern } from "../../platform/database/like-pattern.ts";
import { rowFromJson } from "../../platform/database/json-rows.ts";
import { firstRow } from "../../platform/database/raw-rows.ts";
import { recentSales } from "../../read-models/recent-sales.ts";
import { categories, products, productTags, productVariants } from "./catalog-tables.ts";
import type { ProductRow, VariantRow } from "./product-view.ts";

export interface ProductFilter {
  includeArchived: boolean;
  search?: string | undefined;
  /** A category name. */
  category?: string | undefined;
  /** A price band on the effective price (sale, else default). */
  band?: PriceBand | undefined;
  /** Only products with a variant of this preparation, any case ("boneless"). */
  prep?: string | undefined;
}

/** A list's order: the shop's own (newest first), by price, or by what sold since `salesSince`. */
export type ProductOrder = { sort: Exclude<ProductSort, "popularity"> } | { sort: "popularity"; salesSince: Date };

export interface PageRequest {
  limit: number;
  offset: number;
}

/** What the customer pays, in paise, in SQL: the sale price when there is one. */
const effectivePricePaise = sql<number>`coalesce(${products.salePricePaise}, ${products.defaultPricePaise})`;

/** A search's products beyond this many are never read unless a page is asked for. */
export const SEARCH_RESULTS_MAX = 50;

/** Text with no letter or digit at all ("%", "_"): nothing to fold, so a plain substring of the name. */
function isSymbolsOnly(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

/**
 * A ranked search, in one statement: `taaza_search_products` (migration 0011) folds the text as
 * products' names are folded (`taaza_search_fold`: lower case, no accents, punctuation as spaces,
 * Devanagari in Latin letters), reads the matching products from the trigram index (word
 * similarity at least 0.5, or the text anywhere in the names), applies the list's own filters and
 * returns them best first, numbered in that order (`found.ordinality`).
 */
function rankedSearch(filter: ProductFilter, text: string, bounds: PageRequest | null): SQL {
  const band = filter.band ? PRICE_BANDS[filter.band] : null;
  const abovePaise = band && band.min !== null ? rupeesToPaise(band.min) : null;
  const upToPaise = band && band.max !== null ? rupeesToPaise(band.max) : null;
  return sql`taaza_search_products(${text}, ${filter.includeArchived}, ${filter.category ?? null}, ${abovePaise}::integer, ${upToPaise}::integer, ${bounds?.limit ?? null}::integer, ${bounds?.offset ?? 0}::integer) with ordinality as found`;
}

const productColumns = getTableColumns(products);

/** A product row with its variants, default first, read in the same statement. */
export type ProductWithVariants = ProductRow & { variants: VariantRow[] };

/** The variants of the product whose id is `productId`, as a JSON subquery (by the product's index). */
function variantsJson(productId: SQL): SQL<Record<string, unknown>[]> {
  return sql<
    Record<string, unknown>[]
  >`(select coalesce(jsonb_agg(to_jsonb(pv) order by pv.position, pv.id), '[]'::jsonb) from ${productVariants} pv where pv.product_id = ${productId})`;
}

function withVariants(rows: (ProductRow & { variants: Record<string, unknown>[] })[]): ProductWithVariants[] {
  return rows.map((row) => ({ ...row, variants: row.variants.map((v) => rowFromJson(productVariants, v)) }));
}

// Named in full: inside the subquery a bare "id" would be the variant's own.
const productWithVariantsColumns = { ...productColumns, variants: variantsJson(sql.raw(`"products"."id"`)) };

/** The search function's rows are the products table's: each column read and typed as the table's own. */
const foundProduct = Object.fromEntries(
  Object.entries(productColumns).map(([key, column]) => [key, sql`found.${sql.identifier(column.name)}`.mapWith(column)]),
) as { [K in keyof typeof productColumns]: SQL<ProductRow[K]> };

function productConditions(filter: ProductFilter, symbols?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (!filter.includeArchived) conditions.push(eq(products.isArchived, false));
  if (symbols !== undefined) conditions.push(ilike(products.name, likePattern(symbols)));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.prep) {
    conditions.push(
      sql`exists (select 1 from ${productVariants} pv where pv.product_id = ${products.id} and lower(pv.preparation) = lower(${filter.prep}))`,
    );
  }
  if (filter.band) {
    const { min, max } = PRICE_BANDS[filter.band];
    if (min !== null) conditions.push(gt(effectivePricePaise, rupeesToPaise(min)));
    if (max !== null) conditions.push(lte(effectivePricePaise, rupeesToPaise(max)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Newest first, or in `order` (newest breaks its ties); the id breaks the last ties so pages never
 * repeat or skip a product. A search is ranked instead (`rankedSearch`, whatever `order` says) and,
 * without a page, bounded to SEARCH_RESULTS_MAX products.
 */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
  page?: PageRequest,
  order: ProductOrder = { sort: "relevance" },
): Promise<ProductWithVariants[]> {
  const { search } = filter;
  if (search && isSymbolsOnly(search)) {
    const query = db
      .select(productWithVariantsColumns)
      .from(products)
      .where(productConditions(filter, search))
      .orderBy(asc(products.name), asc(products.id));
    return withVariants(await (page ? query.limit(page.limit).offset(page.offset) : query.limit(SEARCH_RESULTS_MAX)));
  }
  if (search) {
    return withVariants(
      await db
        .select({ ...foundProduct, variants: variantsJson(sql`found.id`) })
        .from(rankedSearch(filter, search, page ?? { limit: SEARCH_RESULTS_MAX, offset: 0 }))
        .orderBy(sql`found.ordinality`),
    );
  }
  const newest = [desc(products.createdAt), asc(products.name), asc(products.id)];
  if (order.sort === "popularity") {
    const sales = recentSales(db, order.salesSince);
    const query = db
      .select(productWithVariantsColumns)
      .from(products)
      .leftJoin(sales, eq(sales.productId, products.id))
      .where(productConditions(filter))
      .orderBy(sql`${sales.grams} desc nulls last`, sql`${sales.units} desc nulls last`, ...newest);
    return withVariants(await (page ? query.limit(page.limit).offset(page.offset) : query));
  }
  const byPrice = { relevance: [], price_asc: [asc(effectivePricePaise)], price_desc: [desc(effectivePricePaise)] }[order.sort];
  const query = db
    .select(productWithVariantsColumns)
    .from(products)
    .where(productConditions(filter))
    .orderBy(...byPrice, ...newest);
  return withVariants(await (page ? query.limit(page.limit).offset(page.offset) : query));
}

/**
 * The Best Sellers shelf in one statement: products customers can buy now (not archived, in
 * stock) that staff flag or that sold since `salesSince`; flagged ones first, then by grams sold,
 * units sold, newest.
 */
export async function listBestSellers(db: Database, salesSince: Date, limit: number): Promise<ProductWithVariants[]> {
  const sales = recentSales(db, salesSince);
  return withVariants(
    await db
      .select(productWithVariantsColumns)
      .from(products)
      .leftJoin(sales, eq(sales.productId, products.id))
      .where(
        and(eq(products.isArchived, false), eq(products.inStock, true), sql`(${products.bestseller} or ${sales.productId} is not null)`),
      )
      .orderBy(
        desc(products.bestseller),
        sql`${sales.grams} desc nulls last`,
        sql`${sales.units} desc nulls last`,
        desc(products.createdAt),
        asc(products.id),
      )
      .limit(limit),
  );
}

/**
 * The preparations customers can filter a list by: each preparation of the listed products'
 * variants once (any case; the first spelling in alphabetical order), in alphabetical order,
 * without the "Standard" of products that never had a choice of cuts.
 */
export async function listPreparations(db: Database, filter: ProductFilter): Promise<string[]> {
  const rows = await db
    .select({ preparation: sql<string>`min(${productVariants.preparation})` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(productConditions(filter), sql`lower(${productVariants.preparation}) <> lower(${STANDARD_PREPARATION})`))
    .groupBy(sql`lower(${productVariants.preparation})`)
    .orderBy(sql`lower(${productVariants.preparation})`);
  return rows.map((row) => row.preparation);
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const { search } = filter;
  const [row] =
    search && !isSymbolsOnly(search)
      ? await db.select({ n: count() }).from(rankedSearch(filter, search, null))
      : await db.select({ n: count() }).from(products).where(productConditions(filter, search));
  return Number(row?.n ?? 0);
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** A product with its variants, in one statement. */
export async function findProductWithVariants(db: Database, id: string): Promise<ProductWithVariants | undefined> {
  const rows = await db.select(productWithVariantsColumns).from(products).where(eq(products.id, id)).limit(1);
  return withVariants(rows)[0];
}

/**
 * A cheap fingerprint of the catalog: it changes whenever a product is added, edited or removed,
 * so a list can be answered from cache and revalidated by ETag without reading every row.
 */
export async function catalogVersion(db: Database): Promise<string> {
  const result = await db.execute(
    sql`select concat(count(*), '-', coalesce(floor(extract(epoch from max(${products.updatedAt})) * 1000000)::bigint, 0), '-', coalesce(sum(hashtext(${products.id}::text)), 0)) as v from ${products}`,
  );
  return String(firstRow<{ v: string | null }>(result)?.v ?? "0");
}

export async function listCategories(db: Database) {
  return db.select({ _id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
}

export async function listProductTags(db: Database) {
  return db.select({ _id: productTags.id, name: productTags.name }).from(productTags).orderBy(asc(productTags.name));
}

/** The variants of these products, default first, by product: one indexed read for a whole list. */
export async function findVariants(db: Database, productIds: readonly string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(productIds)]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** A variant by id, whichever product it belongs to. */
export async function findVariantById(db: Database, id: string): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id)).limit(1);
  return row;
}

/** The product's default variant (the first). */
export async function findDefaultVariant(db: Database, productId: string): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return row;
}
