import { webhookEvents } from "./payments-tables.ts";
import type { Database } from "../../platform/database/client.ts";

/**
 * Claims a provider's webhook event id inside the caller's transaction: true the first time,
 * false for a redelivery. Claimed with the state change it causes, so a delivery that fails
 * half-way is not remembered and its retry is handled in full.
 */
export async function claimWebhookEvent(db: Database, provider: string, eventId: string): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length > 0;
}
