import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Order } from "@taaza/domain";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/** A basket line as it was priced when the customer asked to pay. */
export interface CheckoutLine {
  productId: string;
  /** The cut and pack priced, and its label then (docs/decisions/023). */
  variantId: string;
  variantLabel: string;
  name: string;
  weightGrams: number;
  image: string | null;
  unitPricePaise: number;
  defaultPricePaise: number;
  quantity: number;
}

/** Where an order goes, copied from the customer's address when they asked to pay. */
export type ShippingAddress = Order["shippingAddress"];

/**
 * A payment in progress: the basket, address and slot priced by the server when the customer
 * asked to pay, and the provider order created for exactly that amount.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryChargePaise: integer("delivery_charge_paise").notNull(),
    // A code's discount on the items (issue 32), and the code; the amount is already less it.
    discountPaise: integer("discount_paise").notNull().default(0),
    couponCode: text("coupon_code"),
    lines: jsonb("lines").$type<CheckoutLine[]>().notNull(),
    basketFingerprint: text("basket_fingerprint").notNull(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    deliveryDate: date("delivery_date").notNull(),
    slot: text("slot").notNull(),
    // expired: no payment came within CHECKOUT_EXPIRY_MINUTES (the reconciliation asked the provider).
    status: text("status", { enum: ["pending", "paid", "rejected", "expired"] })
      .notNull()
      .default("pending"),
    orderId: uuid("order_id"),
    createdAt: createdAt(),
    // When a reconciliation last took it to ask the provider about (its lease: another process leaves it meanwhile).
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    index("checkouts_user_idx").on(t.userId, t.createdAt),
    // Pending checkouts hold a place in their slot for a while; they are counted by date and slot.
    index("checkouts_slot_idx").on(t.deliveryDate, t.slot, t.status),
    check("checkouts_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
