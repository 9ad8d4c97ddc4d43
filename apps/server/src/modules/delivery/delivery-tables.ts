import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";

export const pincodes = pgTable(
  "pincodes",
  {
    id: id(),
    pincode: text("pincode").notNull().unique(),
    name: text("name").notNull(),
    deliveryChargesPaise: integer("delivery_charges_paise").notNull().default(0),
    status: boolean("status").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("pincodes_format_check", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check("pincodes_charges_check", sql`${t.deliveryChargesPaise} >= 0`),
  ],
);

/**
 * "Tell me when you deliver here": one row per person (email or mobile) and pincode, however
 * often they ask; `requested_at` is their latest ask.
 */
export const pincodeDemands = pgTable(
  "pincode_demands",
  {
    id: id(),
    pincode: text("pincode").notNull(),
    contactKind: text("contact_kind", { enum: ["email", "phone"] }).notNull(),
    contact: text("contact").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("pincode_demands_person_unique").on(t.pincode, t.contact),
    check("pincode_demands_format_check", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check("pincode_demands_kind_check", sql`${t.contactKind} in ('email', 'phone')`),
  ],
);
