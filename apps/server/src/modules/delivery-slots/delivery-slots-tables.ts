import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/database/columns.ts";

/**
 * Delivery capacity, set by staff. A slot with no row takes any number of orders. The three
 * tables are read together: a closed date closes every slot of that date, a date's override beats
 * the slot's default.
 */
export const deliverySlotDefaults = pgTable(
  "delivery_slot_defaults",
  {
    slot: text("slot").primaryKey(),
    capacity: integer("capacity").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("delivery_slot_defaults_capacity_check", sql`${t.capacity} >= 0`)],
);

export const deliverySlotOverrides = pgTable(
  "delivery_slot_overrides",
  {
    date: date("date").notNull(),
    slot: text("slot").notNull(),
    capacity: integer("capacity").notNull(),
    // Why staff closed the slot on the date (capacity 0): customers read "Closed: <reason>".
    reason: text("reason").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.date, t.slot] }), check("delivery_slot_overrides_capacity_check", sql`${t.capacity} >= 0`)],
);

export const deliveryClosedDates = pgTable("delivery_closed_dates", {
  date: date("date").primaryKey(),
  reason: text("reason").notNull().default(""),
  createdAt: createdAt(),
});

/** The shop's delivery settings: one row (id 1), written by staff. */
export const deliverySettings = pgTable(
  "delivery_settings",
  {
    id: integer("id").primaryKey().default(1),
    leadTimeMinutes: integer("lead_time_minutes").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("delivery_settings_single_check", sql`${t.id} = 1`),
    check("delivery_settings_lead_time_check", sql`${t.leadTimeMinutes} between 0 and 720`),
  ],
);
