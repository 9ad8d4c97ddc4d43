import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from "drizzle-orm";
import { PRICE_BANDS, rupeesToPaise, type PriceBand } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { likePattern } from "../../db/like-pattern.ts";
import { firstRow } from "../../db/raw-rows.ts";
import { categories, products, productTags } from "../../db/schema.ts";
import type { ProductRow } from "./product-view.ts";

export interface ProductFilter {
  includeArchived: boolean;
  search?: string | undefined;
  /** A category name. */
  category?: string | undefined;
  /** A price band on the effective price (sale, else default). */
  band?: PriceBand | undefined;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** What the customer pays, in paise, in SQL: the sale price when there is one. */
const effectivePricePaise = sql<number>`coalesce(${products.salePricePaise}, ${products.defaultPricePaise})`;

function productConditions(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (!filter.includeArchived) conditions.push(eq(products.isArchived, false));
  if (filter.search) conditions.push(ilike(products.name, likePattern(filter.search)));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.band) {
    const { min, max } = PRICE_BANDS[filter.band];
    if (min !== null) conditions.push(gt(effectivePricePaise, rupeesToPaise(min)));
    if (max !== null) conditions.push(lte(effectivePricePaise, rupeesToPaise(max)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; the id breaks ties so pages never repeat or skip a product. */
export async function listProducts(db: Database, filter: ProductFilter, page?: PageRequest): Promise<ProductRow[]> {
  const query = db
    .select()
    .from(products)
    .where(productConditions(filter))
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productConditions(filter));
  return Number(row?.n ?? 0);
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
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
