import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { FAILED_DELIVERY_REASONS, FULFILMENT_STEPS } from "@taaza/domain";
import { id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/**
 * Where a paid order is on its way (issue 29), beside its spec status: one row per order once
 * anyone packs it or gives it to a rider. The delivery code is made when the rider picks it up.
 */
export const orderFulfilment = pgTable(
  "order_fulfilment",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => idOf("orders"), { onDelete: "cascade" }),
    step: text("step", { enum: FULFILMENT_STEPS }).notNull(),
    riderId: uuid("rider_id").references(() => idOf("users"), { onDelete: "set null" }),
    deliveryCode: text("delivery_code"),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    failedReason: text("failed_reason", { enum: FAILED_DELIVERY_REASONS }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("order_fulfilment_rider_idx").on(t.riderId, t.step),
    check("order_fulfilment_step_check", sql`${t.step} in ('placed', 'packed', 'out_for_delivery', 'delivered', 'failed')`),
    check("order_fulfilment_code_check", sql`${t.deliveryCode} is null or ${t.deliveryCode} ~ '^[0-9]{4}$'`),
  ],
);

/** Each step of an order's fulfilment: who and when, with the reason or the photo at the door. */
export const fulfilmentSteps = pgTable(
  "fulfilment_steps",
  {
    id: id(),
    // Written order: a step's time may equal the one before it.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => idOf("orders"), { onDelete: "cascade" }),
    step: text("step").notNull(),
    riderId: uuid("rider_id").references(() => idOf("users"), { onDelete: "set null" }),
    by: uuid("by").references(() => idOf("users"), { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    reason: text("reason"),
    photo: text("photo"),
  },
  (t) => [index("fulfilment_steps_order_idx").on(t.orderId, t.seq)],
);
