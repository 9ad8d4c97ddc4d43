import { desc, eq, sql } from "drizzle-orm";
import { checkouts } from "../modules/checkout/checkout-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import { couponUses, coupons } from "../modules/promotions/promotions-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowsOf } from "../platform/database/raw-rows.ts";

// A code's uses, which live with the checkouts that took them: a use counts while its checkout
// is being paid and for good once it became an order (issue 32).

export type CouponRow = typeof coupons.$inferSelect;

/** Every coupon, newest first, with the orders placed with it. */
export async function listCoupons(db: Database): Promise<(CouponRow & { used: number })[]> {
  const used = sql<number>`(select count(*) from ${couponUses} cu join ${checkouts} c on c.id = cu.checkout_id
    where cu.coupon_id = "coupons"."id" and c.status = 'paid')::int`;
  const rows = await db.select({ coupon: coupons, used }).from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((r) => ({ ...r.coupon, used: Number(r.used) }));
}

/**
 * Takes one use of a code for a checkout being stored in `tx`, if the code's limits still allow
 * it. The coupon row is locked first, in its own statement, so the count that follows (a new
 * statement, a new snapshot) sees every use committed by checkouts that locked it before: racing
 * customers are counted one after the other. Answers whether the use was taken.
 */
export async function takeCouponUse(
  tx: Database,
  use: { couponId: string; userId: string; checkoutId: string; discountPaise: number; since: Date },
): Promise<boolean> {
  const [coupon] = await tx
    .select({ totalUses: coupons.totalUses, perCustomer: coupons.perCustomer, paused: coupons.paused, endedAt: coupons.endedAt })
    .from(coupons)
    .where(eq(coupons.id, use.couponId))
    .for("update");
  if (!coupon || coupon.paused || coupon.endedAt !== null) return false;
  const since = use.since.toISOString();
  const inserted = await tx.execute(sql`
    insert into ${couponUses} (coupon_id, user_id, checkout_id, discount_paise)
    select ${use.couponId}::uuid, ${use.userId}::uuid, ${use.checkoutId}::uuid, ${use.discountPaise}::int
    where (${coupon.totalUses}::int is null or (select count(*) from ${couponUses} cu join ${checkouts} c on c.id = cu.checkout_id
        where cu.coupon_id = ${use.couponId}::uuid and (c.status = 'paid'
          or (c.status = 'pending' and c.created_at > ${since}::timestamptz and cu.user_id <> ${use.userId}::uuid))) < ${coupon.totalUses}::int)
      and (${coupon.perCustomer}::int is null or (select count(*) from ${couponUses} cu join ${checkouts} c on c.id = cu.checkout_id
        where cu.coupon_id = ${use.couponId}::uuid and cu.user_id = ${use.userId}::uuid and c.status = 'paid') < ${coupon.perCustomer}::int)
    returning id`);
  return rowsOf(inserted).length === 1;
}

/** Per coupon: orders placed with it, the discount given, and the items sold in them (paise). */
export async function couponReport(
  db: Database,
): Promise<{ id: string; code: string; orders: number; discountPaise: number; itemSalesPaise: number }[]> {
  const result = await db.execute(sql`
    select k.id, k.code, count(o.id)::int as orders, coalesce(sum(o.discount_paise), 0)::float8 as discount_paise,
      coalesce(sum(o.subtotal_paise), 0)::float8 as item_sales_paise
    from ${coupons} k
    left join ${couponUses} cu on cu.coupon_id = k.id
    left join ${checkouts} c on c.id = cu.checkout_id and c.status = 'paid'
    left join ${orders} o on o.id = c.order_id
    group by k.id, k.code, k.created_at
    order by k.created_at desc, k.id`);
  return rowsOf<{ id: string; code: string; orders: number; discount_paise: number; item_sales_paise: number }>(result).map((r) => ({
    id: r.id,
    code: r.code,
    orders: Number(r.orders),
    discountPaise: Number(r.discount_paise),
    itemSalesPaise: Number(r.item_sales_paise),
  }));
}
