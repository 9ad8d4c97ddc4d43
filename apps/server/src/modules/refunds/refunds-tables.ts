import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/**
 * Money sent back to a customer through the payment provider: a customer's cancellation, a
 * staff refund (whole or part), or a payment that could not become an order (orderId null).
 * The row's id is the provider's idempotency key, so a retry can never refund twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id").references(() => idOf("orders"), { onDelete: "cascade" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => idOf("checkouts"), { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    // unknown: the provider did not answer in time, so it may have taken the refund; asked again
    // with the same idempotency key by the sweeper, and settled by its webhook.
    status: text("status", { enum: ["pending", "processed", "failed", "unknown"] })
      .notNull()
      .default("pending"),
    failureReason: text("failure_reason"),
    // Who asked: the customer (cancel), a staff member, or nobody (an automatic refund).
    createdBy: uuid("created_by").references(() => idOf("users"), { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    index("refunds_status_idx").on(t.status),
    // A payment that made no order is refunded once, however often it is reported.
    uniqueIndex("refunds_orphan_payment_key")
      .on(t.providerPaymentId)
      .where(sql`${t.orderId} is null`),
    check("refunds_amount_check", sql`${t.amountPaise} > 0`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'processed', 'failed', 'unknown')`),
  ],
);

/**
 * The order lines a staff refund of chosen lines gave back (issue 32): a line is refunded once.
 * A failed refund is retried under its own id, so its lines stay taken.
 */
export const refundLines = pgTable(
  "refund_lines",
  {
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => idOf("order_items"), { onDelete: "cascade" }),
    refundId: uuid("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    /** The grams of the line this refund paid for (a whole line: all it was sold as). */
    grams: integer("grams").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderItemId, t.refundId] }), check("refund_lines_grams_check", sql`${t.grams} > 0`)],
);
