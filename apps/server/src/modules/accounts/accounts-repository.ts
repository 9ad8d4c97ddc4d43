import { desc, eq } from "drizzle-orm";
import type { Gender, PublicUser, StaffRole, UserType } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { users } from "./accounts-tables.ts";

export interface UserRecord {
  id: string;
  userCode: string;
  username: string;
  /** Null for a phone account that gave no email. */
  email: string | null;
  passwordHash: string | null;
  userType: UserType;
  /** A staff account's role; null for customers. */
  staffRole: StaffRole | null;
  phone: string | null;
  age: number | null;
  gender: Gender | null;
  googleSub: string | null;
  emailVerifiedAt: Date | null;
  /** Set once the owner deleted the account (issue 30). */
  deletedAt: Date | null;
  /** The language the customer shops in: their messages are written in it. */
  language: "en" | "mr" | "hi";
  /** The phone this account signs in with by one-time code (verified), or null. */
  signInPhone: string | null;
  createdAt: Date;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySignInPhone(db: Database, phone: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.signInPhone, phone)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

export async function insertUser(
  db: Database,
  values: {
    userCode: string;
    username: string;
    email: string | null;
    passwordHash: string | null;
    userType: UserType;
    staffRole?: StaffRole | null;
    phone?: string | null;
    googleSub?: string | null;
    language?: UserRecord["language"];
    signInPhone?: string | null;
  },
): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRecord, "username" | "passwordHash" | "age" | "gender" | "userType" | "staffRole" | "googleSub" | "language">>,
): Promise<UserRecord | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function listCustomers(db: Database): Promise<UserRecord[]> {
  return db.select().from(users).where(eq(users.userType, "User")).orderBy(desc(users.createdAt));
}

/** The user as the API shows it, before addresses and the basket join in (account-view.ts). */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    _id: user.id,
    userId: user.userCode,
    username: user.username,
    email: user.email,
    phone: user.signInPhone,
    userType: user.userType,
    age: user.age,
    gender: user.gender,
    hasPassword: user.passwordHash !== null,
    hasGoogle: user.googleSub !== null,
    emailVerified: user.emailVerifiedAt !== null || user.googleSub !== null,
    createdAt: user.createdAt.toISOString(),
    ...(user.userType === "Admin" ? { staffRole: user.staffRole } : {}),
    addresses: [],
    cart: [],
  };
}

/**
 * Holds the user's row until the transaction ends, so changes to one user's data (their
 * addresses) happen one after the other: the count and tag checks that follow cannot be raced.
 */
export async function lockUserRow(db: Database, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
