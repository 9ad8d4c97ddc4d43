import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => idOf("products"), { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    username: text("username").notNull(),
    rating: integer("rating").notNull(),
    review: text("review").notNull().default(""),
    media: text("media")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_rating_idx").on(t.productId, t.rating, t.createdAt),
    // One review per customer per product: posting again edits it.
    uniqueIndex("reviews_product_user_key").on(t.productId, t.userId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_media_check", sql`cardinality(${t.media}) <= 3`),
  ],
);
