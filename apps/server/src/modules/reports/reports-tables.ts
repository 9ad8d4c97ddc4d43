import { bigint, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The dashboard charts' sums for India days that have ended (an order's day is its bill's, or
 * its placing's before it has a bill): written once, the first time a chart asks for the day,
 * and deleted by triggers on `orders` and `order_items` (see their migration) whenever a change
 * would alter them, so the next chart sums that day again. Canceled orders are left out.
 */
export const salesDays = pgTable("sales_days", {
  day: date("day").primaryKey(),
  orders: integer("orders").notNull(),
  revenuePaise: bigint("revenue_paise", { mode: "number" }).notNull(),
});

/** Each product's sales (by name as sold) on a summed day; goes with its `sales_days` row. */
export const productSalesDays = pgTable(
  "product_sales_days",
  {
    day: date("day")
      .notNull()
      .references(() => salesDays.day, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: bigint("quantity", { mode: "number" }).notNull(),
    revenuePaise: bigint("revenue_paise", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);
