import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { products } from "../../platform/database/schema.ts";
import type { ProductRow } from "../catalog/index.ts";

/** Products whose deal is still running at `now`, soonest end first. */
export async function findRunningDeals(db: Database, now: Date): Promise<(ProductRow & { flashDealEndsAt: Date })[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(isNotNull(products.flashDealEndsAt), gt(products.flashDealEndsAt, now)))
    .orderBy(asc(products.flashDealEndsAt), asc(products.name));
  return rows.filter((row): row is ProductRow & { flashDealEndsAt: Date } => row.flashDealEndsAt !== null);
}

/** Puts a product on a deal until `endsAt`, or takes it off (null); false when there is no such product. */
export async function setFlashDealEnd(db: Database, productId: string, endsAt: Date | null): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ flashDealEndsAt: endsAt, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return updated.length > 0;
}

/**
 * The demo shop's deal, renewed at each start until the next midnight: only when no deal is
 * running, so a deal staff set is never overwritten, and only for products still discounted.
 */
export async function renewDealIfNoneRunning(db: Database, productNames: readonly string[], now: Date, endsAt: Date): Promise<void> {
  const running = await findRunningDeals(db, now);
  if (running.length > 0 || productNames.length === 0) return;
  for (const name of productNames) {
    await db
      .update(products)
      .set({ flashDealEndsAt: endsAt })
      .where(
        and(
          eq(products.name, name),
          isNotNull(products.salePricePaise),
          or(isNull(products.flashDealEndsAt), lte(products.flashDealEndsAt, now)),
        ),
      );
  }
}
