import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/** The customer's rating of a delivered order: one per order, changeable for 7 days after it was first given. */
export const orderRatings = pgTable(
  "order_ratings",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => idOf("orders")),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users")),
    stars: integer("stars").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text("text").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_ratings_created_idx").on(t.createdAt), check("order_ratings_stars_check", sql`${t.stars} between 1 and 5`)],
);
