import { sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { rowsOf } from "../../platform/database/raw-rows.ts";
import { stock, stockHolds } from "./stock-tables.ts";

/** Sets a product's grams for a date (null: not limited, its holds still counted). */
export async function upsertStock(db: Database, productId: string, date: string, grams: number | null): Promise<void> {
  await db
    .insert(stock)
    .values({ productId, date, stockedGrams: grams })
    .onConflictDoUpdate({ target: [stock.productId, stock.date], set: { stockedGrams: grams, updatedAt: sql`now()` } });
}

/** What a product's stock holds for a date right now (0 without a row). */
export async function heldGrams(db: Database, productId: string, date: string): Promise<number> {
  const result = await db.execute(sql`select held_grams from ${stock} where product_id = ${productId} and date = ${date}`);
  return rowsOf<{ held_grams: number }>(result)[0]?.held_grams ?? 0;
}

/**
 * Gives back grams a checkout holds: all of them, or at most `grams` of one product. Its holds go
 * down first (never below 0) and the stock by exactly what they gave, in one statement, so giving
 * back twice gives nothing the second time. `remember`: a cancelled order's grams are kept as
 * released, to be taken again if staff move it back. Answers the grams given back.
 */
export async function giveBack(
  db: Database,
  checkoutId: string,
  only?: { productId: string; grams: number },
  remember = false,
): Promise<number> {
  const product = only ? sql` and o.product_id = ${only.productId}` : sql``;
  const released = remember ? sql`, released_grams = h.released_grams + old.back` : sql``;
  const back = only ? sql`least(o.grams, ${only.grams}::int)` : sql`o.grams`;
  const result = await db.execute(sql`
    with old as materialized (
      select o.checkout_id, o.product_id, o.date, ${back} as back from ${stockHolds} o
      where o.checkout_id = ${checkoutId} and o.grams > 0${product}
      order by o.product_id for update
    ),
    given as (
      update ${stockHolds} h set grams = h.grams - old.back${released} from old
      where h.checkout_id = old.checkout_id and h.product_id = old.product_id and old.back > 0
      returning h.product_id, h.date, old.back
    ),
    stocked as (
      update ${stock} s set held_grams = s.held_grams - given.back, updated_at = now() from given
      where s.product_id = given.product_id and s.date = given.date
      returning s.product_id
    )
    select coalesce((select sum(back) from given), 0)::int as back, (select count(*) from stocked)::int as rows`);
  return rowsOf<{ back: number }>(result)[0]!.back;
}
