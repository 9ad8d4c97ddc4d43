import { and, count, desc, asc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { categories, deals, products, productTags, productVariants } from "./catalog-tables.ts";
import { likePattern } from "../../platform/database/like-pattern.ts";
import type { ProductRow, VariantRow } from "./product-view.ts";

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

export type VariantValues = Omit<typeof productVariants.$inferInsert, "id" | "productId" | "position" | "createdAt">;

/** A product's variants, default first, locked with it (read under the product's lock). */
export async function variantsOfProduct(tx: Database, productId: string): Promise<VariantRow[]> {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/**
 * Makes the product's variants exactly `wanted`, in that order: rows with an id (one of
 * `current`) are updated, rows without are added, current ones not named are deleted. Answers
 * them in order.
 */
export async function writeVariants(
  tx: Database,
  productId: string,
  current: readonly VariantRow[],
  wanted: readonly (VariantValues & { id: string | null })[],
): Promise<VariantRow[]> {
  const kept = new Set(wanted.map((w) => w.id).filter((id): id is string => id !== null));
  const dropped = current.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (dropped.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, dropped));
  const written: VariantRow[] = [];
  for (const [position, { id, ...values }] of wanted.entries()) {
    if (id === null) {
      const [row] = await tx
        .insert(productVariants)
        .values({ ...values, productId, position })
        .returning();
      written.push(row!);
    } else {
      const [row] = await tx
        .update(productVariants)
        .set({ ...values, position })
        .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)))
        .returning();
      written.push(row!);
    }
  }
  return written;
}

/** Sets some variants' columns (sale prices, in stock) by id, within the product. */
export async function updateVariant(tx: Database, productId: string, id: string, changes: Partial<VariantValues>): Promise<void> {
  await tx
    .update(productVariants)
    .set(changes)
    .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
}

/** Every variant of the product in or out of stock (the list's quick toggle is about the product). */
export async function setAllVariantsInStock(tx: Database, productId: string, inStock: boolean): Promise<void> {
  await tx.update(productVariants).set({ inStock }).where(eq(productVariants.productId, productId));
}

/** The product row's copy of its default variant (docs/decisions/023). */
export function mirrorOf(variant: VariantValues): ProductChanges {
  return {
    weightGrams: variant.weightGrams,
    defaultPricePaise: variant.defaultPricePaise,
    salePricePaise: variant.salePricePaise ?? null,
    inStock: variant.inStock ?? true,
    netWeightGrams: variant.netWeightGrams ?? null,
    grossWeightGrams: variant.grossWeightGrams ?? null,
    pieces: variant.pieces ?? null,
    serves: variant.serves ?? null,
  };
}
