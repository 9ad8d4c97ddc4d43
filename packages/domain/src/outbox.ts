import { z } from "zod";
import { SHOP_LOCALES } from "./languages.ts";
import { MESSAGE_CHANNELS } from "./notifications.ts";

/** The outbox as staff read it at /admin/outbox: every message the shop sent or would send. */
export const OUTBOX_STATUSES = ["pending", "sent", "kept", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMessageSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  /** email, whatsapp, sms or push. */
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  language: z.enum(SHOP_LOCALES),
  /** WhatsApp and SMS: the registered template's name, and the variables it is sent with. */
  template: z.string().nullable(),
  variables: z.record(z.string(), z.string()).nullable(),
  /** What the provider last said of it (WhatsApp's webhook): sent, delivered, read or failed. */
  deliveryStatus: z.string().nullable(),
  /** Null until the dispatcher has rendered it. */
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({
  data: z.array(outboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxDetailSchema = outboxMessageSchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  attachments: z.array(z.object({ _id: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type OutboxDetail = z.infer<typeof outboxDetailSchema>;

/** What each status means, in staff's words. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to send",
  sent: "Sent",
  kept: "Not sent (no SMTP server set up)",
  failed: "Failed, not retried",
};

export const OUTBOX_PAGE_SIZE = 25;
