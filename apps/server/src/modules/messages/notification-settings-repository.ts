import { eq } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { notificationConsents, notificationSettings, pushSubscriptions } from "./messages-tables.ts";

export type SettingsRow = typeof notificationSettings.$inferSelect;
export type ConsentChannel = (typeof notificationConsents.$inferInsert)["channel"];

export async function findSettings(db: Database, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row;
}

/** The account's settings row, made if missing and locked for the rest of the transaction. */
export async function lockSettings(db: Database, userId: string, now: Date): Promise<SettingsRow> {
  await db.insert(notificationSettings).values({ userId, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).for("update");
  return row!;
}

export async function saveSettings(db: Database, row: SettingsRow): Promise<void> {
  const { userId, ...values } = row;
  await db.update(notificationSettings).set(values).where(eq(notificationSettings.userId, userId));
}

export async function recordConsents(db: Database, rows: (typeof notificationConsents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(notificationConsents).values(rows);
}

export async function consentsOf(db: Database, userId: string) {
  return db.select().from(notificationConsents).where(eq(notificationConsents.userId, userId)).orderBy(notificationConsents.createdAt);
}

/**
 * Erasure of an account (in `tx`): its consents, its settings and the browsers it subscribed
 * are deleted. Answers every number they named (the present one and those in the consent
 * history), so the messages and codes sent to them can be forgotten too.
 */
export async function eraseNotificationData(tx: Database, userId: string): Promise<string[]> {
  const settings = await tx
    .delete(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .returning({ phone: notificationSettings.phone });
  const consents = await tx
    .delete(notificationConsents)
    .where(eq(notificationConsents.userId, userId))
    .returning({ phone: notificationConsents.phone });
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return [...new Set([...settings, ...consents].map((row) => row.phone).filter((phone): phone is string => phone !== null))];
}
