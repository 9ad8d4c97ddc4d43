import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/** A coupon code staff set (amounts in paise; `value` is a percent for "percent", paise for "flat"). */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    // Kept in capitals: codes are case-insensitive.
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "flat"] }).notNull(),
    value: integer("value").notNull(),
    maxDiscountPaise: integer("max_discount_paise"),
    minBasketPaise: integer("min_basket_paise"),
    // India dates, both included.
    validFrom: date("valid_from"),
    validTo: date("valid_to"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    perCustomer: integer("per_customer"),
    totalUses: integer("total_uses"),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    productIds: jsonb("product_ids").$type<string[]>().notNull().default([]),
    paused: boolean("paused").notNull().default(false),
    // A used code staff deleted: bills keep naming it, nobody can apply it again.
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    check("coupons_kind_check", sql`${t.kind} in ('percent', 'flat')`),
    check("coupons_value_check", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

/** The shop-wide free-delivery threshold: one row, or none (no such offer). */
export const freeDeliveryOffer = pgTable(
  "free_delivery_offer",
  {
    id: integer("id").primaryKey().default(1),
    minItemsTotalPaise: integer("min_items_total_paise").notNull(),
  },
  (t) => [check("free_delivery_offer_single_check", sql`${t.id} = 1`)],
);

/** A pincode's own free-delivery threshold: there it applies instead of the shop-wide one. */
export const freeDeliveryPincodes = pgTable(
  "free_delivery_pincodes",
  {
    pincode: text("pincode").primaryKey(),
    minItemsTotalPaise: integer("min_items_total_paise").notNull(),
  },
  (t) => [check("free_delivery_pincodes_min_check", sql`${t.minItemsTotalPaise} > 0`)],
);

/** The code a customer typed for their basket (at most one). */
export const basketCoupons = pgTable("basket_coupons", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => idOf("users"), { onDelete: "cascade" }),
  couponId: uuid("coupon_id")
    .notNull()
    .references(() => coupons.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * A code's use, taken when a checkout starts with it. It counts while its checkout is being paid
 * and for good once the checkout became an order (checkouts.status 'paid'); a checkout that
 * expired or was rejected gives it back by itself.
 */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .unique()
      .references(() => idOf("checkouts"), { onDelete: "cascade" }),
    discountPaise: integer("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_uses_coupon_idx").on(t.couponId, t.userId)],
);
