import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
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
