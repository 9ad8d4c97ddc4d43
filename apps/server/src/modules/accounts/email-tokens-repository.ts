import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { emailTokens, users } from "./accounts-tables.ts";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export async function insertEmailToken(
  db: Database,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

export type TokenUse = { kind: "ok"; userId: string } | { kind: "unknown" } | { kind: "expired" } | { kind: "used" };

/**
 * Uses a token once: the row is locked, so two clicks at the same moment cannot both pass. Call
 * inside the transaction that acts on it, so a failure after this leaves the token unused.
 */
export async function useEmailToken(db: Database, purpose: EmailTokenPurpose, tokenHash: string, now: Date): Promise<TokenUse> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .for("update");
  if (!row) return { kind: "unknown" };
  if (row.usedAt) return { kind: "used" };
  if (row.expiresAt <= now) return { kind: "expired" };
  await db.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
  return { kind: "ok", userId: row.userId };
}

/** Every other unused link of that purpose stops working (a reset done, the others are stale). */
export async function retireEmailTokens(db: Database, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Every unused link of the account stops working (another identity took the account over). */
export async function retireAllEmailTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
}

export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
