import { sql, type SQLWrapper } from "drizzle-orm";
import { cartLines } from "../modules/basket/basket-tables.ts";
import { products } from "../modules/catalog/catalog-tables.ts";
import { checkouts, type CheckoutLine, type ShippingAddress } from "../modules/checkout/checkout-tables.ts";
import { stock, stockHolds } from "../modules/stock/stock-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { sqlState, violatedConstraint } from "../platform/database/db-errors.ts";
import { rowsOf } from "../platform/database/raw-rows.ts";

// A checkout that holds stock: the pending checkout stored and the grams its lines need taken
// from its date's stock in ONE statement (checkout's table and stock's, so it lives here, like the
// settling statement of decision 018). Racing customers queue on the stock rows (locked in
// product order, so two baskets never wait on each other crosswise) and the table's check
// (`stock_held_check`: held never above stocked) fails the whole statement of the one that would
// go beyond: its checkout is not stored and nothing is held.

/** The pending checkout as the checkout module stores it. */
export interface HoldingCheckout {
  id: string;
  userId: string;
  provider: string;
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  subtotalPaise: number;
  deliveryChargePaise: number;
  discountPaise: number;
  couponCode: string | null;
  lines: CheckoutLine[];
  basketFingerprint: string;
  shippingAddress: ShippingAddress;
  deliveryDate: string;
  slot: string;
  createdAt: Date;
}

/** A statement refused because a product's stock could not hold what the basket needs. */
export class StockShortError extends Error {
  constructor() {
    super("stock short");
  }
}

/**
 * Stores `checkout` and holds `need` (grams per product) of its date's stock. The customer's
 * earlier pending checkouts give back what they held for that date first (a new checkout replaces
 * them, as it does their slot place), in the same statement, so a customer who presses Pay again
 * is never refused by their own hold. Those earlier checkouts end (expired) in that statement too:
 * a payment still made on one (an old tab) is refunded in full, never an order holding no grams.
 * Products without stock for the date hold nothing.
 * Throws `StockShortError` when a product has too little left (nothing is written then).
 */
export async function insertCheckoutHoldingStock(db: Database, checkout: HoldingCheckout, need: { productId: string; grams: number }[]) {
  const date = checkout.deliveryDate;
  const needJson = JSON.stringify(need.map((n) => ({ product_id: n.productId, grams: n.grams })));
  try {
    const result = await db.execute(sql`
      with need as (
        select product_id, sum(grams)::int as grams from jsonb_to_recordset(${needJson}::jsonb) as x(product_id uuid, grams int) group by product_id
      ),
      own as (
        update ${stockHolds} h set grams = 0
        from (select o.checkout_id, o.product_id, o.grams from ${stockHolds} o
              where o.checkout_id in (select c.id from ${checkouts} c where c.user_id = ${checkout.userId} and c.status = 'pending')
                and o.date = ${date} and o.grams > 0) old
        where h.checkout_id = old.checkout_id and h.product_id = old.product_id and h.grams > 0
        returning h.checkout_id, h.product_id, old.grams
      ),
      replaced as (
        update ${checkouts} c set status = 'expired' where c.id in (select checkout_id from own) and c.status = 'pending'
        returning c.id
      ),
      delta as (
        select product_id, sum(g)::int as g from (select product_id, grams as g from need union all select product_id, -grams from own) d
        group by product_id
      ),
      locked as materialized (
        select s.product_id from ${stock} s where s.date = ${date} and s.product_id in (select product_id from delta)
        order by s.product_id for update
      ),
      taken as (
        update ${stock} s set held_grams = s.held_grams + delta.g, updated_at = now()
        from delta join locked on locked.product_id = delta.product_id
        where s.product_id = delta.product_id and s.date = ${date} and delta.g <> 0
        returning s.product_id
      ),
      holds as (
        insert into ${stockHolds} (checkout_id, product_id, date, grams)
        select ${checkout.id}::uuid, need.product_id, ${date}::date, need.grams from need join locked on locked.product_id = need.product_id
        returning product_id
      ),
      stored as (
        insert into ${checkouts} (id, user_id, provider, provider_order_id, amount_paise, currency, subtotal_paise,
          delivery_charge_paise, discount_paise, coupon_code, lines, basket_fingerprint, shipping_address, delivery_date, slot, created_at)
        values (${checkout.id}, ${checkout.userId}, ${checkout.provider}, ${checkout.providerOrderId}, ${checkout.amountPaise},
          ${checkout.currency}, ${checkout.subtotalPaise}, ${checkout.deliveryChargePaise}, ${checkout.discountPaise}, ${checkout.couponCode}::text,
          ${JSON.stringify(checkout.lines)}::jsonb,
          ${checkout.basketFingerprint}, ${JSON.stringify(checkout.shippingAddress)}::jsonb, ${date}, ${checkout.slot},
          ${checkout.createdAt.toISOString()})
        returning id
      )
      select (select count(*) from taken)::int as taken, (select count(*) from holds)::int as holds, (select count(*) from stored)::int as stored,
        (select count(*) from replaced)::int as replaced`);
    return rowsOf<{ taken: number; holds: number; stored: number; replaced: number }>(result)[0]!;
  } catch (error) {
    if (sqlState(error) === "23514" && violatedConstraint(error) === "stock_held_check") throw new StockShortError();
    throw error;
  }
}

/** The stock of `date` for `productIds`, and the grams this customer's pending checkouts hold of it. */
export interface StockBeforeHolding {
  stock: { productId: string; stockedGrams: number | null; heldGrams: number }[];
  ownHeld: { productId: string; grams: number }[];
}

/**
 * What `startCheckout` checks before asking the provider for an order (and answers a refused
 * customer with), as JSON subqueries of the checkout's one reading statement.
 */
export function stockBeforeHoldingJson(userId: SQLWrapper | string, date: SQLWrapper | string) {
  return sql`jsonb_build_object(
    'stock', (select coalesce(jsonb_agg(jsonb_build_object('productId', s.product_id, 'stockedGrams', s.stocked_grams, 'heldGrams', s.held_grams)), '[]'::jsonb)
      from ${stock} s where s.date = ${date}::date and s.product_id in (select l.product_id from ${cartLines} l where l.user_id = ${userId})),
    'ownHeld', (select coalesce(jsonb_agg(jsonb_build_object('productId', h.product_id, 'grams', h.grams)), '[]'::jsonb)
      from ${stockHolds} h where h.date = ${date}::date and h.grams > 0
        and h.checkout_id in (select c.id from ${checkouts} c where c.user_id = ${userId} and c.status = 'pending')))`;
}

/** The same read on its own (a refused customer's message is written from it after the failed statement). */
export async function readStockBeforeHolding(db: Database, userId: string, date: string): Promise<StockBeforeHolding> {
  const result = await db.execute(sql`select ${stockBeforeHoldingJson(userId, date)} as s`);
  return rowsOf<{ s: StockBeforeHolding }>(result)[0]!.s;
}

/** A product whose stock for the order's date cannot hold its released grams again. */
export interface RetakeShort {
  name: string;
  needGrams: number;
  leftGrams: number;
}

/**
 * A cancelled order moved back by staff takes again the grams its cancel released, or nothing:
 * the stock rows are locked (in product order, like the checkout's statement) and checked before
 * anything is written, so the transaction it runs in never meets the stock's check failing.
 * Answers the first product that no longer fits (nothing taken), or null.
 */
export async function retakeReleased(db: Database, checkoutId: string): Promise<RetakeShort | null> {
  const locked = await db.execute(sql`
    select p.name, h.released_grams as need, s.stocked_grams as stocked, s.held_grams as held
    from ${stockHolds} h
    join ${stock} s on s.product_id = h.product_id and s.date = h.date
    join ${products} p on p.id = h.product_id
    where h.checkout_id = ${checkoutId}::uuid and h.released_grams > 0
    order by h.product_id
    for update of h, s`);
  const rows = rowsOf<{ name: string; need: number; stocked: number | null; held: number }>(locked);
  const short = rows.find((r) => r.stocked !== null && r.held + r.need > r.stocked);
  if (short) return { name: short.name, needGrams: short.need, leftGrams: short.stocked! - short.held };
  if (rows.length === 0) return null;
  await db.execute(sql`
    with r as (
      select product_id, date, released_grams as back from ${stockHolds} where checkout_id = ${checkoutId}::uuid and released_grams > 0
    ),
    held as (
      update ${stockHolds} h set grams = h.grams + r.back, released_grams = 0 from r
      where h.checkout_id = ${checkoutId}::uuid and h.product_id = r.product_id
      returning h.product_id
    ),
    taken as (
      update ${stock} s set held_grams = s.held_grams + r.back, updated_at = now() from r
      where s.product_id = r.product_id and s.date = r.date
      returning s.product_id
    )
    select (select count(*) from held)::int as held, (select count(*) from taken)::int as taken`);
  return null;
}
