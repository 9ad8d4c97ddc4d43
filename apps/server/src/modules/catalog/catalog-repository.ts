import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, products, productTags } from "../../db/schema.ts";
import type { ProductRow } from "./product-view.ts";

export interface ProductFilter {
  includeArchived: boolean;
  search?: string;
  category?: string;
}

/** `%`, `_` and `\` typed by a customer are letters to look for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProducts(db: Database, filter: ProductFilter): Promise<ProductRow[]> {
  const conditions: SQL[] = [];
  if (!filter.includeArchived) conditions.push(eq(products.isArchived, false));
  if (filter.search) conditions.push(ilike(products.name, likePattern(filter.search)));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  return db
    .select()
    .from(products)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(products.createdAt), asc(products.name));
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

/** `db.execute` answers `{ rows }` on both drivers. */
export function firstRow<T>(result: unknown): T | undefined {
  return (result as { rows: T[] }).rows[0];
}
