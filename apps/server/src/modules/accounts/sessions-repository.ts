import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { preparedQuery } from "../../platform/database/prepared-query.ts";
import type { Principal } from "../../platform/principal.ts";
import { sessions, users } from "./accounts-tables.ts";

export async function insertSession(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** The signed-in caller for a token hash, if the session exists and has not expired. */
export async function findPrincipal(db: Database, tokenHash: string, now: Date): Promise<(Principal & { expiresAt: Date }) | undefined> {
  const [row] = await findPrincipalQuery(db, { tokenHash, now: now.toISOString() });
  return row;
}

// Run for every signed-in caller the principal cache does not know yet: built once.
const findPrincipalQuery = preparedQuery((db) =>
  db
    .select({ id: users.id, userType: users.userType, role: users.staffRole, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare(""),
);

/** Ends one session; answers whose it was (undefined when there was none). */
export async function deleteSession(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
  return row?.userId;
}

/** Every session of the user ends (their password was set by staff, or a sign-in took over). */
export async function deleteAllSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
