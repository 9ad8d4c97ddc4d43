import { eq } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { notificationConsents, notificationSettings } from "./messages-tables.ts";

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
