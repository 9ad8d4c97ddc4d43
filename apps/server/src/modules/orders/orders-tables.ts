import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Order } from "@taaza/domain";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

export const orders = pgTable(
  "orders",
  {
    id: id(),
    billId: text("bill_id").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users")),
    status: text("status", { enum: ["Pending", "Delivered", "Canceled"] })
      .notNull()
      .default("Pending"),
    shippingAddress: jsonb("shipping_address").$type<Order["shippingAddress"]>().notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryChargePaise: integer("delivery_charge_paise").notNull(),
    // A code's discount on the items (issue 32) and the code, as the checkout was paid.
    discountPaise: integer("discount_paise").notNull().default(0),
    couponCode: text("coupon_code"),
    billPricePaise: integer("bill_price_paise").notNull(),
    deliveryDate: date("delivery_date").notNull(),
    slot: text("slot").notNull(),
    paymentMethod: text("payment_method").notNull().default("Online"),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .unique()
      .references(() => idOf("checkouts")),
    // Set when the payment arrived for a slot that was full, closed or past its cut-off (see OVERBOOKED_REASONS).
    overbooked: text("overbooked", { enum: ["full", "closed", "cut-off"] }),
    // The GST bill's number ("TZ/26-27/000123") and date, given in the settling transaction.
    billNumber: text("bill_number").unique(),
    billedAt: timestamp("billed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // Places taken in a slot are counted by date and slot at every checkout.
    index("orders_slot_idx").on(t.deliveryDate, t.slot),
    check("orders_overbooked_check", sql`${t.overbooked} is null or ${t.overbooked} in ('full', 'closed', 'cut-off')`),
    // Staff's order list pages newest first (created_at, then id; read backwards) by status or not at all; the
    // page's ids come from an index-only scan of these, which also carries the bill id searched.
    index("orders_status_listing_idx").on(t.status, t.createdAt, t.id),
    index("orders_listing_idx").on(t.createdAt, t.id, t.status, t.billId),
    index("orders_billed_idx").on(t.billedAt),
    // Staff search part of a bill id ("#47", "7qb"), any case (containsIgnoringCase).
    index("orders_bill_id_search_idx")
      .using("gin", sql`lower(${t.billId}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("orders_status_check", sql`${t.status} in ('Pending', 'Delivered', 'Canceled')`),
    check("orders_total_check", sql`${t.billPricePaise} = ${t.subtotalPaise} + ${t.deliveryChargePaise} - ${t.discountPaise}`),
    check("orders_discount_check", sql`${t.discountPaise} between 0 and ${t.subtotalPaise}`),
  ],
);

/**
 * Orders and revenue per status, kept by a trigger on `orders` (see its migration), so the
 * dashboard and the order list's totals never count 100,000 rows. Each status has 16 shard rows
 * (by order id), so concurrent settlements seldom wait for the same row; readers add them up.
 */
export const orderCounts = pgTable(
  "order_counts",
  {
    status: text("status").notNull(),
    shard: integer("shard").notNull(),
    orders: bigint("orders", { mode: "number" }).notNull().default(0),
    revenuePaise: bigint("revenue_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/** Each line as it was sold: name, weight, image and price are copied, never looked up later. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => idOf("products"), { onDelete: "set null" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    // The cut and pack sold (docs/decisions/023): its id while it exists, its label as it was.
    variantId: uuid("variant_id").references(() => idOf("product_variants"), { onDelete: "set null" }),
    variantLabel: text("variant_label").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    image: text("image"),
    unitPricePaise: integer("unit_price_paise").notNull(),
    defaultPricePaise: integer("default_price_paise").notNull(),
    quantity: integer("quantity").notNull(),
    // Copied from the product when the bill is made, so a later change never alters a bill.
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
    // What the line weighed on the scale when it was packed (null until then), and who weighed it.
    packedGrams: integer("packed_grams"),
    packedAt: timestamp("packed_at", { withTimezone: true }),
    packedBy: uuid("packed_by").references(() => idOf("users"), { onDelete: "set null" }),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId, t.position),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    check("order_items_packed_grams_check", sql`${t.packedGrams} is null or ${t.packedGrams} > 0`),
  ],
);

export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    changedBy: uuid("changed_by").references(() => idOf("users"), { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderId, t.changedAt)],
);
