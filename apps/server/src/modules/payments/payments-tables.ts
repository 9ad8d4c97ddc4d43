import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Provider webhook deliveries already handled, by the provider's event id: a redelivery is a no-op. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
