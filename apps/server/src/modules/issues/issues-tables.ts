import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/**
 * The last ticket number given: one row, incremented with `insert ... on conflict do update ...
 * returning` inside the transaction that opens the issue, so the row stays locked until it
 * commits and numbers run without a gap or a repeat across every process (like bill numbers).
 */
export const issueTicketCounter = pgTable(
  "issue_ticket_counter",
  {
    id: integer("id").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("issue_ticket_counter_one_row", sql`${t.id} = 1`)],
);

/** A customer's issue with a delivered order (issue 30): its ticket, lines, photos and who moved it on, when. */
export const issues = pgTable(
  "issues",
  {
    id: id(),
    ticketNumber: integer("ticket_number").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => idOf("orders")),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users")),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    lineIds: uuid("line_ids").array().notNull(),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: ["open", "acknowledged", "resolved"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: uuid("acknowledged_by").references(() => idOf("users"), { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => idOf("users"), { onDelete: "set null" }),
    resolution: text("resolution", { enum: ["refund", "replacement", "rejected"] }),
    resolutionNote: text("resolution_note"),
    refundId: uuid("refund_id").references(() => idOf("refunds")),
  },
  (t) => [
    index("issues_order_idx").on(t.orderId, t.createdAt),
    // Staff's queue: unresolved tickets, oldest first.
    index("issues_queue_idx").on(t.status, t.createdAt),
    index("issues_user_idx").on(t.userId),
    check("issues_status_check", sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
    check("issues_reason_check", sql`${t.reason} in ('short-weight', 'not-fresh', 'wrong-cut', 'missing-item', 'damaged', 'other')`),
    check("issues_resolution_check", sql`${t.resolution} is null or ${t.resolution} in ('refund', 'replacement', 'rejected')`),
    check("issues_lines_check", sql`cardinality(${t.lineIds}) >= 1`),
    check("issues_photos_check", sql`cardinality(${t.photos}) <= 3`),
    // A resolved ticket says how and when; an open one says neither.
    check("issues_resolved_check", sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null and ${t.resolution} is not null)`),
  ],
);
