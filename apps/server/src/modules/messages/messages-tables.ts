import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

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
    channel: text("channel", { enum: ["email", "whatsapp", "sms", "push"] })
      .notNull()
      .default("email"),
    recipient: text("recipient").notNull(),
    /** The reader's language when the event happened: en, mr or hi. */
    language: text("language", { enum: ["en", "mr", "hi"] })
      .notNull()
      .default("en"),
    /** WhatsApp, SMS and push: the registered template and its named variables, once rendered. */
    template: text("template"),
    variables: jsonb("variables").$type<Record<string, string>>(),
    /** The WhatsApp message this SMS stands in for, when that one failed (at most one each). */
    fallbackOf: uuid("fallback_of"),
    /** What the provider calls the message (WhatsApp's wamid), and the last status it reported. */
    providerMessageId: text("provider_message_id"),
    deliveryStatus: text("delivery_status", { enum: ["sent", "delivered", "read", "failed"] }),
    deliveryStatusAt: timestamp("delivery_status_at", { withTimezone: true }),
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
    check("outbox_messages_channel_check", sql`${t.channel} in ('email', 'whatsapp', 'sms', 'push')`),
    check("outbox_messages_language_check", sql`${t.language} in ('en', 'mr', 'hi')`),
    uniqueIndex("outbox_messages_provider_id_key").on(t.providerMessageId),
    uniqueIndex("outbox_messages_fallback_key").on(t.fallbackOf),
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

/**
 * Where and how a customer agreed to hear about their orders: one row per account, the phone the
 * WhatsApp and SMS messages go to, and when each channel was opted in to (null: not opted in, and
 * nothing is ever sent there). The outbox's insert reads it, so recording a notice stays one
 * statement.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => idOf("users"), { onDelete: "cascade" }),
  phone: text("phone"),
  whatsappAt: timestamp("whatsapp_at", { withTimezone: true }),
  smsAt: timestamp("sms_at", { withTimezone: true }),
  pushAt: timestamp("push_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Every change of a customer's consent, with its time: what they agreed to, and when (never edited). */
export const notificationConsents = pgTable(
  "notification_consents",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    channel: text("channel", { enum: ["whatsapp", "sms", "push"] }).notNull(),
    optedIn: boolean("opted_in").notNull(),
    phone: text("phone"),
    /** Where it was given: My Account or checkout. */
    source: text("source", { enum: ["account", "checkout"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notification_consents_user_idx").on(t.userId, t.createdAt),
    check("notification_consents_channel_check", sql`${t.channel} in ('whatsapp', 'sms', 'push')`),
  ],
);

/**
 * The browsers a customer allowed to show push notifications: each its push service's endpoint
 * and the keys that encrypt for it (RFC 8291). A push service answering 404 or 410 retires it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => idOf("users"), { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);
