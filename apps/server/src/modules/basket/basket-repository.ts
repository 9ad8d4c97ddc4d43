import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cartLines, products } from "../../db/schema.ts";
import type { ProductRow } from "../catalog/index.ts";

export interface CartLineRecord {
  id: string;
  userId: string;
  quantity: number;
  product: ProductRow;
}

/** Basket lines with their products, oldest first: one query, however many lines. */
export async function findCartLines(db: Database, userId: string, options: { lock?: boolean } = {}): Promise<CartLineRecord[]> {
  let query = db
    .select({ id: cartLines.id, userId: cartLines.userId, quantity: cartLines.quantity, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .$dynamic();
  // Inside a payment's transaction: nobody changes these lines until it commits.
  if (options.lock) query = query.for("update", { of: cartLines });
  return query;
}

export async function findLineQuantity(db: Database, userId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .limit(1);
  return row?.quantity ?? 0;
}

/** One statement: two taps at once end with one line holding the last quantity. */
export async function upsertLine(db: Database, userId: string, productId: string, quantity: number) {
  await db
    .insert(cartLines)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId], set: { quantity, updatedAt: sql`now()` } });
}

export async function deleteLineByProduct(db: Database, userId: string, productId: string) {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
}

export async function deleteLine(db: Database, userId: string, lineId: string): Promise<boolean> {
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return deleted.length > 0;
}

export async function deleteLines(db: Database, userId: string, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, lineIds)));
}

export async function emptyCart(db: Database, userId: string) {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
