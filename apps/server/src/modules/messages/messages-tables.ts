import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";

/** Raw bytes (an email's attachment); PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Every message the shop owes someone, written in the transaction of the event that causes it
 * (a settled payment, a cancellation, a processed refund, a delivery, a sign-up, a reset
 * request), so none is lost and none is sent for an event that rolled back. The dispatcher
 * renders it (subject and bodies are null until then) and sends it, retrying with backoff.
 * `kept`: rendered but not sent, because the shop has no SMTP server configured.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    kind: text("kind").notNull(),
    channel: text("channel", { enum: ["email"] })
      .notNull()
      .default("email"),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<Record<string, string | number | null>>().notNull(),
    subject: text("subject"),
    html: text("html"),
    textBody: text("text_body"),
    status: text("status", { enum: ["pending", "sent", "kept", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_messages_created_idx").on(t.createdAt),
    index("outbox_messages_recipient_idx").on(t.recipient, t.kind, t.createdAt),
    check("outbox_messages_status_check", sql`${t.status} in ('pending', 'sent', 'kept', 'failed')`),
  ],
);

/** Files sent with a message (the bill PDF), rendered once with it. */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("outbox_attachments_message_idx").on(t.messageId)],
);
