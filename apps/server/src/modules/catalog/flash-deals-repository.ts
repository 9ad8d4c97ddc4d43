import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { products } from "./catalog-tables.ts";
import type { ProductRow } from "./product-view.ts";

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
