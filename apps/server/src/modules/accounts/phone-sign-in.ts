import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { NOTIFICATION_MESSAGES, PHONE_CODE_SENT, type Session } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { invalid, tooManyAttempts } from "../../platform/errors.ts";
import type { AccountsContext } from "./accounts-context.ts";
import { findUserBySignInPhone, type UserRecord } from "./accounts-repository.ts";
import { phoneCodes } from "./accounts-tables.ts";
import { createUser, startSession } from "./accounts-use-cases.ts";

// Phone sign-in (issue 31): a 6-digit code sent to the number by SMS (WhatsApp when the number
// opted in to it), good for 5 minutes and 5 tries, kept only as a keyed hash. The request answers
// the same whether or not the number has an account; a verified code signs in to the account
// that verified that number before, or makes one. A number becomes an account's only here.

export const CODE_MINUTES = 5;
export const CODE_TRIES = 5;
/** Codes one number may be sent per 15 minutes, and one client address per hour. */
export const CODES_PER_NUMBER = 3;
export const CODES_PER_ADDRESS = 10;
const MINUTE_MS = 60_000;

export interface PhoneSignInDeps extends AccountsContext {
  /** Keys the codes' hashes, so a copy of the table cannot be tried offline against 10^6 codes. */
  secret: string;
}

const codeHash = (secret: string, phone: string, code: string) => createHmac("sha256", secret).update(`${phone}:${code}`).digest("hex");

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function requestPhoneCode(
  deps: PhoneSignInDeps,
  phone: string,
  address: string,
  language: UserRecord["language"],
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const since = (minutes: number) =>
    sql`${phoneCodes.createdAt} > ${new Date(now.getTime() - minutes * MINUTE_MS).toISOString()}::timestamptz`;
  const [[byNumber], [byAddress]] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), since(15))),
    deps.db
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.requestedBy, address), since(60))),
  ]);
  if ((byNumber?.n ?? 0) >= CODES_PER_NUMBER || (byAddress?.n ?? 0) >= CODES_PER_ADDRESS) {
    throw tooManyAttempts(NOTIFICATION_MESSAGES.signInCodeTooMany);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await inTransaction(deps.db, async (tx) => {
    // A new code retires the ones before it: only the latest works.
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({
      phone,
      codeHash: codeHash(deps.secret, phone, code),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * MINUTE_MS),
      requestedBy: address,
      createdAt: now,
    });
    await deps.notices.sendSignInCode(tx, phone, code, language, now);
  });
  return { message: PHONE_CODE_SENT };
}

/**
 * Checks the code against the number's latest one: right, it is used up and the account of that
 * number signs in (made now when there is none, without email, its name asked afterwards); wrong,
 * the try is counted, and the fifth wrong one retires the code. Every failure answers alike.
 */
export async function verifyPhoneCode(
  deps: PhoneSignInDeps,
  phone: string,
  code: string,
  language: UserRecord["language"],
): Promise<Session> {
  const now = deps.clock.now();
  const right = await inTransaction(deps.db, (tx) => spendSignInCode(tx, deps.secret, phone, code, now));
  if (!right) throw invalid(NOTIFICATION_MESSAGES.signInCodeWrong);
  return startSession(deps, await accountOfPhone(deps, phone, language));
}

/**
 * Checks a code against the number's latest one (in `tx`): right, it is used up; wrong, the try is
 * counted, and the fifth wrong one retires the code. Answers whether it was right; the caller
 * commits either way, so the tries count.
 */
export async function spendSignInCode(tx: Database, secret: string, phone: string, code: string, now: Date): Promise<boolean> {
  const [latest] = await tx
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for("update");
  if (!latest || latest.tries >= CODE_TRIES) return false;
  if (!sameHash(latest.codeHash, codeHash(secret, phone, code))) {
    const tries = latest.tries + 1;
    await tx
      .update(phoneCodes)
      .set({ tries, ...(tries >= CODE_TRIES ? { usedAt: now } : {}) })
      .where(eq(phoneCodes.id, latest.id));
    return false;
  }
  await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, latest.id));
  return true;
}

async function accountOfPhone(deps: PhoneSignInDeps, phone: string, language: UserRecord["language"]): Promise<UserRecord> {
  const existing = await findUserBySignInPhone(deps.db, phone);
  if (existing) return existing;
  try {
    return await createUser(deps, { username: "", email: null, passwordHash: null, userType: "User", signInPhone: phone, language });
  } catch (error) {
    // The same number verified twice at once: the other request made the account.
    if (!isUniqueViolation(error)) throw error;
    const made = await findUserBySignInPhone(deps.db, phone);
    if (!made) throw error;
    return made;
  }
}
