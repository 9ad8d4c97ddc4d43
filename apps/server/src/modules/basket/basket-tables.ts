import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => idOf("products"), { onDelete: "cascade" }),
    /** The cut and pack (docs/decisions/023): one product in two variants is two lines. */
    variantId: uuid("variant_id")
      .notNull()
      .references(() => idOf("product_variants"), { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_user_variant_key").on(t.userId, t.variantId),
    check("cart_lines_quantity_check", sql`${t.quantity} between 1 and 20`),
  ],
);
