import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/**
 * Every consent given or withdrawn, with its time (Digital Personal Data Protection Act 2023):
 * rows are only added, so the history is the record; the latest row of a purpose is its answer.
 */
export const consentChanges = pgTable(
  "consent_changes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    given: boolean("given").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consent_changes_user_idx").on(t.userId, t.purpose, t.at),
    check("consent_changes_purpose_check", sql`${t.purpose} in ('marketing')`),
  ],
);
