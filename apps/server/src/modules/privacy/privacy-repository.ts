import { asc, eq } from "drizzle-orm";
import type { ConsentPurpose } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { consentChanges } from "./privacy-tables.ts";

export async function consentHistory(db: Database, userId: string) {
  return db
    .select({ purpose: consentChanges.purpose, given: consentChanges.given, at: consentChanges.at })
    .from(consentChanges)
    .where(eq(consentChanges.userId, userId))
    .orderBy(asc(consentChanges.at), asc(consentChanges.id));
}

export async function recordConsent(db: Database, values: { userId: string; purpose: ConsentPurpose; given: boolean; at: Date }) {
  await db.insert(consentChanges).values(values);
}

/** Erasure (in `tx`): a deleted account's consents go with it. */
export async function deleteConsentsOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(consentChanges).where(eq(consentChanges.userId, userId));
}
