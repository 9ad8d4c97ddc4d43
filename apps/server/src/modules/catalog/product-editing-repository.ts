import { and, count, desc, asc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { categories, deals, products, productTags } from "./catalog-tables.ts";
import { likePattern } from "../../platform/database/like-pattern.ts";
import type { ProductRow } from "./product-view.ts";

export type ProductValues = Omit<typeof products.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type ProductChanges = Partial<ProductValues>;

export async function knownNames(db: Database): Promise<{ categories: string[]; productTags: string[] }> {
  const [cats, tags] = await Promise.all([
    db.select({ name: categories.name }).from(categories),
    db.select({ name: productTags.name }).from(productTags),
  ]);
  return { categories: cats.map((c) => c.name), productTags: tags.map((t) => t.name) };
}

export async function insertProduct(db: Database, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** The product, locked until the transaction ends: two edits of one product run one after the other. */
export async function lockProduct(tx: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update").limit(1);
  return row;
}

export async function updateProduct(tx: Database, id: string, changes: ProductChanges): Promise<ProductRow> {
  // The database clock moves `updated_at` forward, so the cached catalog's version changes.
  const [row] = await tx
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

export async function removeProductFromDeals(tx: Database, productId: string) {
  await tx.delete(deals).where(eq(deals.productId, productId));
}

export interface AdminProductFilter {
  archived: boolean;
  search?: string;
  tag?: string;
}

export async function pageProducts(
  db: Database,
  filter: AdminProductFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: SQL[] = [eq(products.isArchived, filter.archived)];
  if (filter.search) conditions.push(ilike(products.name, likePattern(filter.search)));
  if (filter.tag) conditions.push(eq(products.productTag, filter.tag));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const NAMED_TABLES = { category: categories, productTag: productTags } as const;
// One lock per list: the case-insensitive check and the insert happen as one step.
const NAMED_LOCK_KEYS = { category: 7_340_101, productTag: 7_340_102 } as const;

/**
 * Adds a category or product tag unless one with the same name in any letter case exists;
 * answers undefined for a duplicate.
 */
export async function insertNamedIfNew(
  db: Database,
  kind: keyof typeof NAMED_TABLES,
  name: string,
): Promise<{ _id: string; name: string } | undefined> {
  const table = NAMED_TABLES[kind];
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAMED_LOCK_KEYS[kind]})`);
    const [same] = await tx
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.name}) = lower(${name})`)
      .limit(1);
    if (same) return undefined;
    const [row] = await tx.insert(table).values({ name }).returning({ _id: table.id, name: table.name });
    return row;
  });
}
