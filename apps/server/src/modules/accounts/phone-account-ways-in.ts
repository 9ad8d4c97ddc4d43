import { and, eq, isNull } from "drizzle-orm";
import { ACCOUNT_EMAIL_MESSAGES, NOTIFICATION_MESSAGES, type FirstPasswordBody } from "@taaza/domain";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { conflict, invalid, notFound, tooManyAttempts } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import { sendVerificationEmail } from "./account-emails.ts";
import { findUserByEmail, findUserById } from "./accounts-repository.ts";
import { users } from "./accounts-tables.ts";
import { retireEmailTokens } from "./email-tokens-repository.ts";
import { hashPassword } from "./password-hashing.ts";
import { spendSignInCode, type PhoneSignInDeps } from "./phone-sign-in.ts";

// A phone account's other ways in (issue 31's last gaps; decision 035 left them out): an email,
// which signs in and receives mail only once its emailed link is opened from this account, and a
// password, proved by a sign-in code just sent to the account's number (a stolen session alone
// must not add a way in that outlives it, as for Google-only accounts in decision 025).

const EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const USER_NOT_FOUND = "User not found";

/**
 * A phone account gives an email: it is kept unconfirmed and sent the confirmation link. Until
 * confirmed it may be replaced (a typo) and the older link stops working; once confirmed, or on
 * an account that signs in by email already, it cannot be changed here. An email another account
 * uses is refused (409), as the unique index would.
 */
export async function addEmail(deps: PhoneSignInDeps, caller: Principal, email: string): Promise<{ message: string }> {
  const now = deps.clock.now();
  const current = await findUserById(deps.db, caller.id);
  if (!current) throw notFound(USER_NOT_FOUND);
  if (current.signInPhone === null || (current.email !== null && current.emailVerifiedAt !== null)) {
    throw conflict(ACCOUNT_EMAIL_MESSAGES.emailAlreadySet);
  }
  const holder = await findUserByEmail(deps.db, email);
  if (holder && holder.id !== caller.id) throw conflict(ACCOUNT_EMAIL_MESSAGES.emailUsedElsewhere);
  if ((await deps.notices.recentNotices(email, "verify-email", new Date(now.getTime() - HOUR_MS))) >= EMAILS_PER_HOUR) {
    throw tooManyAttempts(ACCOUNT_EMAIL_MESSAGES.tooManyEmails);
  }
  await inTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ email, emailVerifiedAt: null }).where(eq(users.id, caller.id));
    // A link sent to an email given before confirms that one only: it stops working.
    await retireEmailTokens(tx, caller.id, "verify-email", now);
    await sendVerificationEmail(deps, tx, caller.id, now);
  }).catch((error: unknown) => {
    // The same email given by two accounts at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_EMAIL_MESSAGES.emailUsedElsewhere);
    throw error;
  });
  return { message: ACCOUNT_EMAIL_MESSAGES.emailAdded };
}

/**
 * A phone account's first password, with the sign-in code just sent to its own number. A wrong
 * code counts as a try (five retire it). The owner's other sessions end, and they are told by
 * email (once their email is confirmed).
 */
export async function setFirstPassword(deps: PhoneSignInDeps, caller: Principal, body: FirstPasswordBody): Promise<{ message: string }> {
  const current = await findUserById(deps.db, caller.id);
  if (!current) throw notFound(USER_NOT_FOUND);
  if (current.passwordHash !== null) throw conflict(ACCOUNT_EMAIL_MESSAGES.passwordAlreadySet);
  const phone = current.signInPhone;
  if (phone === null) throw conflict(ACCOUNT_EMAIL_MESSAGES.noSignInPhone);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const right = await inTransaction(deps.db, async (tx) => {
    if (!(await spendSignInCode(tx, deps.secret, phone, body.code, now))) return false;
    // Two tries at once: the first sets it, the second finds one and changes nothing.
    const set = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, caller.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (set.length === 0) throw conflict(ACCOUNT_EMAIL_MESSAGES.passwordAlreadySet);
    await deps.notices.notify(tx, { kind: "sign-in-changed", userId: caller.id, change: "password-set" }, now);
    return true;
  });
  if (!right) throw invalid(NOTIFICATION_MESSAGES.signInCodeWrong);
  await deps.sessions.endOthers(caller.id, caller.sessionId);
  return { message: ACCOUNT_EMAIL_MESSAGES.passwordSet };
}
