import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { firstRow } from "../../platform/database/raw-rows.ts";
import { deals, products } from "./catalog-tables.ts";
import type { ProductRow } from "./product-view.ts";

/** Deal slots, as held by the database (deals.slot between 1 and 4, unique). */
export const DEAL_SLOTS = 4;

/** Deals with their products in one query; a deal whose product is archived is hidden. */
export async function listVisibleDeals(db: Database): Promise<{ id: string; product: ProductRow }[]> {
  return db
    .select({ id: deals.id, product: products })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(eq(products.isArchived, false))
    .orderBy(asc(deals.slot));
}

/**
 * Makes the product a deal in the lowest free slot, only if it is in stock and not archived, in
 * one statement. Answers the new deal's id; undefined when nothing was inserted (no free slot,
 * or the product is not eligible); throws the unique violation when another admin took the slot.
 */
export async function insertDealInFreeSlot(db: Database, productId: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    insert into ${deals} (slot, product_id)
    select free.slot, p.id
    from ${products} p,
      (select s as slot from generate_series(1, ${DEAL_SLOTS}::int) s
       where not exists (select 1 from ${deals} d where d.slot = s)
       order by s limit 1) free
    where p.id = ${productId} and p.in_stock and not p.is_archived
    returning id`);
  return firstRow<{ id: string }>(result)?.id;
}

export async function findDealWithProduct(db: Database, id: string): Promise<{ id: string; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ id: deals.id, product: products })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(eq(deals.id, id))
    .limit(1);
  return row;
}

export async function findDealOfProduct(db: Database, productId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: deals.id }).from(deals).where(eq(deals.productId, productId)).limit(1);
  return row?.id;
}

/** Deletes the deal and answers its product's id; undefined when there was no such deal. */
export async function deleteDeal(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.delete(deals).where(eq(deals.id, id)).returning({ productId: deals.productId });
  return row?.productId;
}
