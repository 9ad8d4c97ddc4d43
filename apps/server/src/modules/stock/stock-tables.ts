import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/**
 * The morning's stock: grams of a product for a delivery date, set by staff, and the grams
 * checkouts and orders hold of it. A product with no row for a date is not limited; a row with
 * `stocked_grams` null was lifted by staff (holds are still counted, so setting it again is honest).
 * The check is what keeps racing checkouts to what fits: a statement that would hold more than was
 * stocked fails whole.
 */
export const stock = pgTable(
  "stock",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => idOf("products"), { onDelete: "cascade" }),
    date: date("date").notNull(),
    stockedGrams: integer("stocked_grams"),
    heldGrams: integer("held_grams").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.date] }),
    index("stock_date_idx").on(t.date),
    check("stock_stocked_check", sql`${t.stockedGrams} is null or ${t.stockedGrams} >= 0`),
    check("stock_held_check", sql`${t.heldGrams} >= 0 and (${t.stockedGrams} is null or ${t.heldGrams} <= ${t.stockedGrams})`),
  ],
);

/**
 * What one checkout holds of one product's stock for its date: the grams still held. A paid
 * checkout's holds are its order's; an expired or rejected checkout, a cancelled order or a
 * refunded line gives grams back by lowering `grams` (never below 0, so giving back twice gives
 * nothing the second time). A cancelled order's grams are remembered in `released_grams`, so
 * staff moving the order back out of Canceled take exactly those again. No foreign key to the
 * checkout: the hold is written in the same statement as the checkout it belongs to.
 */
export const stockHolds = pgTable(
  "stock_holds",
  {
    checkoutId: uuid("checkout_id").notNull(),
    productId: uuid("product_id").notNull(),
    date: date("date").notNull(),
    grams: integer("grams").notNull(),
    releasedGrams: integer("released_grams").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.checkoutId, t.productId] }),
    index("stock_holds_product_date_idx").on(t.productId, t.date),
    check("stock_holds_grams_check", sql`${t.grams} >= 0`),
    check("stock_holds_released_check", sql`${t.releasedGrams} >= 0`),
  ],
);

export type StockTableRow = typeof stock.$inferSelect;
