import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CouponStanding } from "@taaza/domain";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import { checkouts } from "../modules/checkout/checkout-tables.ts";
import { pincodes } from "../modules/delivery/delivery-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import { basketCoupons, couponUses, coupons, freeDeliveryOffer, freeDeliveryPincodes } from "../modules/promotions/promotions-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowFromJson } from "../platform/database/json-rows.ts";
import { firstRow } from "../platform/database/raw-rows.ts";
import { basketLinesFromJson, basketLinesJson, type BasketLineRow } from "./basket-lines.ts";

// The basket's offers as one statement's parts: the code typed for the basket with where the
// customer stands with it (their orders, their uses, every use counted now), and the free-delivery
// threshold. The checkout's reading selects them beside its own inputs (checkout-reading.ts).

export type CouponRow = typeof coupons.$inferSelect;

/** The basket's code with the customer's standing, as read. */
export interface BasketCouponReading {
  coupon: CouponRow;
  standing: CouponStanding;
}

/**
 * A code's uses counted now: those whose checkout became an order, and those of checkouts still
 * being paid, started after `since`, except this customer's own (a new checkout of theirs
 * replaces them, and only one can become an order: the basket is emptied by the first).
 */
// Each use's checkout looked up by its key (the `limit 1` keeps the planner from turning the
// lateral into a join that reads the whole checkouts table into a hash while it is young:
// checkout-plans.test.ts).
const checkoutOf = sql`(select c.status, c.created_at from ${checkouts} c where c.id = cu.checkout_id limit 1)`;

export function couponStandingJson(userId: SQLWrapper | string, couponId: SQL, since: Date | SQLWrapper): SQL<unknown> {
  return sql`jsonb_build_object(
    'placedOrders', (select count(*) from ${orders} o where o.user_id = ${userId}::uuid),
    'customerUses', (select count(*) from ${couponUses} cu cross join lateral ${checkoutOf} c
      where cu.coupon_id = ${couponId} and cu.user_id = ${userId}::uuid and c.status = 'paid'),
    'totalUses', (select count(*) from ${couponUses} cu cross join lateral ${checkoutOf} c
      where cu.coupon_id = ${couponId} and (c.status = 'paid'
        or (c.status = 'pending' and c.created_at > ${since instanceof Date ? since.toISOString() : since}::timestamptz and cu.user_id <> ${userId}::uuid))))`;
}

/**
 * The code typed for the customer's basket (or the code `couponId`, being typed), with their
 * standing; null for none. `since` may be a placeholder for the ISO time.
 */
export function basketCouponJson(userId: SQLWrapper | string, since: Date | SQLWrapper, couponId?: string): SQL<unknown> {
  const source =
    couponId === undefined
      ? sql`${basketCoupons} bc join ${coupons} k on k.id = bc.coupon_id where bc.user_id = ${userId}::uuid`
      : sql`${coupons} k where k.id = ${couponId}::uuid`;
  return sql`(select jsonb_build_object('coupon', to_jsonb(k), 'standing', ${couponStandingJson(userId, sql`k.id`, since)}) from ${source})`;
}

/** Whether the customer's basket has a code (`basketCouponJson` reads it with the customer's standing). */
export function hasBasketCouponSql(userId: SQLWrapper | string): SQL<unknown> {
  return sql`exists (select 1 from ${basketCoupons} bc where bc.user_id = ${userId}::uuid)`;
}

/** The code typed for the customer's basket, as text; null for none. */
export function basketCouponCodeSql(userId: SQLWrapper | string): SQL<unknown> {
  return sql`(select k.code from ${basketCoupons} bc join ${coupons} k on k.id = bc.coupon_id where bc.user_id = ${userId}::uuid)`;
}

/**
 * The free-delivery threshold in paise for a pincode: the pincode's own when it has one, else the
 * shop-wide one; null when neither is set.
 */
export function freeDeliveryMinSql(pincode: SQLWrapper): SQL<unknown> {
  return sql`coalesce((select fp.min_items_total_paise from ${freeDeliveryPincodes} fp where fp.pincode = ${pincode}),
    (select f.min_items_total_paise from ${freeDeliveryOffer} f where f.id = 1))`;
}

export function basketCouponFromJson(json: unknown): BasketCouponReading | null {
  if (!json) return null;
  const { coupon, standing } = json as { coupon: Record<string, unknown>; standing: CouponStanding };
  return { coupon: rowFromJson(coupons, coupon), standing };
}

/** Everything the basket's offers are judged from, as the customer reads the basket. */
export interface BasketOffersReading {
  basket: BasketLineRow[];
  basketCoupon: BasketCouponReading | null;
  freeDeliveryMinPaise: number | null;
  /** The delivery charge of the customer's first address with a served pincode; null for none. */
  deliveryChargePaise: number | null;
}

/**
 * The basket with its code (or `couponId`, a code being typed), standing, threshold and first
 * served address's charge: one statement.
 */
export async function readBasketOffers(db: Database, userId: string, since: Date, couponId?: string): Promise<BasketOffersReading> {
  // The first served address's pincode and charge: the threshold is that pincode's.
  const firstServed = sql`(select p.pincode, p.delivery_charges_paise from ${addresses} a join ${pincodes} p on p.pincode = a.pincode
    and p.status where a.user_id = ${userId}::uuid order by a.created_at, a.id limit 1)`;
  const result =
    await db.execute(sql`select ${basketLinesJson(userId)} as basket, ${basketCouponJson(userId, since, couponId)} as "basketCoupon",
    ${freeDeliveryMinSql(sql`fs.pincode`)} as "freeDeliveryMin", fs.delivery_charges_paise as charge
    from (select 1) as one left join lateral ${firstServed} as fs on true`);
  const row = firstRow<{ basket: unknown; basketCoupon: unknown; freeDeliveryMin: number | null; charge: number | null }>(result)!;
  return {
    basket: basketLinesFromJson(row.basket),
    basketCoupon: basketCouponFromJson(row.basketCoupon),
    freeDeliveryMinPaise: row.freeDeliveryMin === null ? null : Number(row.freeDeliveryMin),
    deliveryChargePaise: row.charge === null ? null : Number(row.charge),
  };
}
