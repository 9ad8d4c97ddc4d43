import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { pushSubscriptions } from "./messages-tables.ts";

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Where a customer's push messages go: their browsers' subscriptions, and retiring one a push service forgot. */
export interface PushSubscriptions {
  of(userId: string): Promise<PushSubscriptionKeys[]>;
  remove(endpoint: string): Promise<void>;
}

export function pushSubscriptionStore(db: Database): PushSubscriptions {
  return {
    async of(userId) {
      const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
    },
    async remove(endpoint) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

/** Saves a browser's subscription for the account (a browser subscribed before moves to this account). */
export async function savePushSubscription(db: Database, userId: string, subscription: PushSubscriptionKeys): Promise<void> {
  const values = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
}

export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
