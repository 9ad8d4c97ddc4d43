import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { cartLines } from "./basket-tables.ts";

export async function findLineQuantity(db: Database, userId: string, variantId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)))
    .limit(1);
  return row?.quantity ?? 0;
}

/** One statement: two taps at once end with one line holding the last quantity. */
export async function upsertLine(db: Database, userId: string, line: { productId: string; variantId: string }, quantity: number) {
  await db
    .insert(cartLines)
    .values({ userId, productId: line.productId, variantId: line.variantId, quantity })
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId], set: { quantity, updatedAt: sql`now()` } });
}

export async function deleteLineByVariant(db: Database, userId: string, variantId: string) {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)));
}

/** The line with this id, or (as spec clients send) every line of the product with this id. */
export async function deleteLine(db: Database, userId: string, lineOrProductId: string): Promise<boolean> {
  const deleted = await db
    .delete(cartLines)
    .where(and(or(eq(cartLines.id, lineOrProductId), eq(cartLines.productId, lineOrProductId)), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return deleted.length > 0;
}

export async function emptyCart(db: Database, userId: string) {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
