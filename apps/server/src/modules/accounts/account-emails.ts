import { createHash, randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { ACCOUNT_EMAIL_MESSAGES, EMAIL_TOKEN_MINUTES, type ResetPasswordBody } from "@taaza/domain";
import type { AccountsContext } from "./accounts-context.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, forbidden, gone, invalid, notFound, tooManyAttempts } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import { findUserByEmail, findUserById, type UserRecord } from "./accounts-repository.ts";
import {
  insertEmailToken,
  markEmailVerified,
  retireEmailTokens,
  setPasswordHash,
  useEmailToken,
  type EmailTokenPurpose,
  type TokenUse,
} from "./email-tokens-repository.ts";
import type { FailedLogins } from "./failed-logins.ts";
import { hashPassword } from "./password-hashing.ts";

/** At most this many verification or reset emails per address and hour. */
const EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** 32 random bytes for the link; the database keeps only their SHA-256. */
function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function issueLink(deps: AccountsContext, db: Database, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const { token, hash } = newEmailToken();
  const minutes = EMAIL_TOKEN_MINUTES[purpose];
  await insertEmailToken(db, { userId, purpose, tokenHash: hash, expiresAt: new Date(now.getTime() + minutes * 60_000), createdAt: now });
  await deps.notices.notify(db, { kind: purpose, userId, token, validMinutes: minutes }, now);
  return token;
}

/** A new password account's verification link, in the sign-up's transaction (`db`). */
export async function sendVerificationEmail(deps: AccountsContext, db: Database, userId: string, now: Date): Promise<void> {
  await issueLink(deps, db, userId, "verify-email", now);
}

/** "Resend" on My Account: the owner only, not once verified, a few per hour. */
export async function resendVerification(deps: AccountsContext, caller: Principal, userId: string): Promise<{ message: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user || caller.id !== userId) throw notFound("User not found");
  if (user.emailVerifiedAt || user.googleSub) throw conflict(ACCOUNT_EMAIL_MESSAGES.alreadyVerified);
  // A phone account without an email has nothing to confirm.
  if (user.email === null) throw notFound("User not found");
  const now = deps.clock.now();
  if ((await deps.notices.recentNotices(user.email, "verify-email", new Date(now.getTime() - HOUR_MS))) >= EMAILS_PER_HOUR) {
    throw tooManyAttempts(ACCOUNT_EMAIL_MESSAGES.tooManyEmails);
  }
  await inTransaction(deps.db, async (tx) => sendVerificationEmail(deps, tx, user.id, now));
  return { message: ACCOUNT_EMAIL_MESSAGES.verificationSent };
}

function refuseLink(use: Exclude<TokenUse, { kind: "ok" }>): never {
  if (use.kind === "expired") throw gone(ACCOUNT_EMAIL_MESSAGES.linkExpired);
  if (use.kind === "used") throw gone(ACCOUNT_EMAIL_MESSAGES.linkUsed);
  throw invalid(ACCOUNT_EMAIL_MESSAGES.linkInvalid);
}

/**
 * The verification link: sets `email_verified_at` (which lets Google sign-in link and keep the
 * password, decision 009). It counts only from a session of the link's own account: the inbox's
 * owner must also know the password, or anyone could sign up with someone's address, wait for them
 * to click, and keep a password on the account they later reach through Google (decision 025).
 * Refused, the link stays unused, so the owner can sign in and open it again.
 */
export async function verifyEmail(deps: AccountsContext, caller: Principal | null, token: string): Promise<{ message: string }> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (t) => {
    const use = await useEmailToken(t, "verify-email", tokenHash(token), now);
    if (use.kind !== "ok") refuseLink(use);
    if (caller?.id !== use.userId) throw forbidden(ACCOUNT_EMAIL_MESSAGES.signInToConfirm);
    await markEmailVerified(t, use.userId, now);
  });
  return { message: ACCOUNT_EMAIL_MESSAGES.emailVerified };
}

/**
 * "Forgot password?": always the same answer, whether or not the email has an account, so the
 * form tells nobody who shops here. A password account gets a link; an account that signs in
 * with Google only is told so (it has no password to reset, and a link would quietly add one);
 * staff accounts get nothing, since their password is the server's configuration. A few emails
 * per address and hour at most; beyond that the request is silently dropped.
 */
export async function requestPasswordReset(
  deps: AccountsContext,
  email: string,
  onMailFailed: (error: unknown) => void,
): Promise<{ message: string }> {
  const started = performance.now();
  try {
    const user = await findUserByEmail(deps.db, email);
    // What only a known address costs (a count, a token and an outbox row) runs beside the wait
    // below, never before the answer: on a machine too busy to do it within the wait, awaiting it
    // made a known address answer later than an unknown one. A failure is logged, not answered.
    mailResetLink(deps, user, email).catch(onMailFailed);
  } finally {
    // Whatever the email, the answer comes no sooner than this, and the read above is the same
    // for any address, so a known and an unknown one take the same time to the caller.
    await delay(Math.max(0, started + RESET_ANSWER_MS - performance.now()));
  }
  return { message: ACCOUNT_EMAIL_MESSAGES.resetRequested };
}

/** A reset request answers after this long at the least, known email or not (far above the work). */
export const RESET_ANSWER_MS = 250;

async function mailResetLink(deps: AccountsContext, user: UserRecord | undefined, email: string): Promise<void> {
  if (!user || user.userType !== "User") return;
  // A phone account's email counts once confirmed: until then it is sent nothing but its link.
  if (user.signInPhone !== null && user.emailVerifiedAt === null) return;
  const now = deps.clock.now();
  const since = new Date(now.getTime() - HOUR_MS);
  // Without a password: a Google account is told to use Google; a phone account may choose one.
  const kind = user.passwordHash === null && user.googleSub !== null ? "reset-password-google" : "reset-password";
  if ((await deps.notices.recentNotices(email, kind, since)) >= EMAILS_PER_HOUR) return;
  await inTransaction(deps.db, async (t) => {
    if (kind === "reset-password-google") await deps.notices.notify(t, { kind, userId: user.id }, now);
    else await issueLink(deps, t, user.id, "reset-password", now);
  });
}

/**
 * The reset link: a new password (the sign-up rules, checked by the body's schema), the link used
 * up with every other reset link of the account, and every session ended, so whoever knew the old
 * password is out. Reading the link proves the inbox, so the email counts as verified too.
 */
export async function resetPassword(
  deps: AccountsContext,
  failedLogins: FailedLogins,
  body: ResetPasswordBody,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const userId = await inTransaction(deps.db, async (t) => {
    const use = await useEmailToken(t, "reset-password", tokenHash(body.token), now);
    if (use.kind !== "ok") refuseLink(use);
    await setPasswordHash(t, use.userId, passwordHash);
    await retireEmailTokens(t, use.userId, "reset-password", now);
    await markEmailVerified(t, use.userId, now);
    await deps.notices.notify(t, { kind: "sign-in-changed", userId: use.userId, change: "password-changed" }, now);
    return use.userId;
  });
  await deps.sessions.endAll(userId);
  const user = await findUserById(deps.db, userId);
  if (user?.email) await failedLogins.clear(user.email);
  return { message: ACCOUNT_EMAIL_MESSAGES.passwordReset };
}
