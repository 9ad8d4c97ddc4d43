import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { Gender, PublicUser, UserType } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

export interface UserRecord {
  id: string;
  userCode: string;
  username: string;
  email: string;
  passwordHash: string | null;
  userType: UserType;
  age: number | null;
  gender: Gender | null;
  googleSub: string | null;
  createdAt: Date;
}

export interface Principal {
  id: string;
  userType: UserType;
  sessionId: string;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

export async function insertUser(
  db: Database,
  values: { userCode: string; username: string; email: string; passwordHash: string | null; userType: UserType; googleSub?: string | null },
): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRecord, "username" | "passwordHash" | "age" | "gender" | "userType" | "googleSub">>,
): Promise<UserRecord | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function listCustomers(db: Database): Promise<UserRecord[]> {
  return db.select().from(users).where(eq(users.userType, "User")).orderBy(desc(users.createdAt));
}

export async function insertSession(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

/** The signed-in caller for a token hash, if the session exists and has not expired. */
export async function findPrincipal(db: Database, tokenHash: string, now: Date): Promise<Principal | undefined> {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** After a password change, every other session of that user ends. */
export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** The user as the API shows it. Addresses and the basket join in with the purchase issue. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    _id: user.id,
    userId: user.userCode,
    username: user.username,
    email: user.email,
    userType: user.userType,
    age: user.age,
    gender: user.gender,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
    addresses: [],
    cart: [],
  };
}
