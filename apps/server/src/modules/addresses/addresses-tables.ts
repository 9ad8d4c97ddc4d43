import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    phoneNo: text("phone_no").notNull(),
    tag: text("tag", { enum: ["home1", "home2", "office"] }).notNull(),
    createdAt: createdAt(),
  },
  // Three tags, each once per user: the database itself caps a user at three addresses.
  (t) => [
    uniqueIndex("addresses_user_tag_key").on(t.userId, t.tag),
    check("addresses_tag_check", sql`${t.tag} in ('home1', 'home2', 'office')`),
  ],
);
