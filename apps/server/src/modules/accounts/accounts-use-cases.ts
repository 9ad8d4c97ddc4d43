import {
  MESSAGES,
  SERVER_MESSAGES,
  type ProfileUpdateBody,
  type PublicUser,
  type Session,
  type SignupBody,
  type StaffRole,
  type UserType,
} from "@taaza/domain";
import type { AccountsContext } from "./accounts-context.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { forbidden, invalid, notFound, tooManyAttempts } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listCustomers,
  lockUserRow,
  toPublicUser,
  updateUser,
  type UserRecord,
} from "./accounts-repository.ts";
import { accountViewOf, findAccountView } from "./account-view.ts";
import { sendVerificationEmail } from "./account-emails.ts";
import { retireEmailTokens } from "./email-tokens-repository.ts";
import type { FailedLogins } from "./failed-logins.ts";
import type { GoogleIdentityVerifier } from "./google-identity.ts";
import { requireFreshGoogleSignIn } from "./fresh-google-sign-in.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import { newUserCode } from "./user-code.ts";

/**
 * Sign-up always makes a customer: Admins come only from the server's configuration. It says
 * when an email is taken (the spec shows that under the email field), so besides the per-client
 * limit of the route, attempts on a taken address count per address like failed sign-ins: after
 * 5 in 15 minutes, from anywhere, that address is refused for the rest of the window.
 */
/** A customer's own account; `language`: the one they shop in (their messages are written in it). */
export async function signUp(
  deps: AccountsContext,
  failedLogins: FailedLogins,
  body: SignupBody,
  language: UserRecord["language"] = "en",
): Promise<Session> {
  if (body.userType === "Admin") throw forbidden(SERVER_MESSAGES.auth.adminSignupRefused);
  const attemptsKey = `sign-up:${body.email}`;
  if (await failedLogins.isBlocked(attemptsKey)) throw tooManyAttempts(SERVER_MESSAGES.auth.tooManySignUps);
  if (await findUserByEmail(deps.db, body.email)) {
    await failedLogins.recordFailure(attemptsKey);
    throw invalid(SERVER_MESSAGES.auth.emailTaken);
  }
  const passwordHash = await hashPassword(body.password);
  const user = await createUser(
    deps,
    { username: body.username, email: body.email, passwordHash, userType: "User", language },
    (db, created) => sendVerificationEmail(deps, db, created.id, deps.clock.now()),
  ).catch((error: unknown) => {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw invalid(SERVER_MESSAGES.auth.emailTaken);
    throw error;
  });
  return startSession(deps, user);
}

/**
 * Password sign-in. After too many failures for one email (wherever they came from) the email
 * is refused for the rest of the window before the password is even checked, so guessing
 * learns nothing; unknown emails are counted the same way, so the answer never tells them apart.
 */
export async function logIn(deps: AccountsContext, failedLogins: FailedLogins, email: string, password: string): Promise<Session> {
  if (await failedLogins.isBlocked(email)) throw tooManyAttempts(SERVER_MESSAGES.auth.tooManyFailedLogins);
  const user = await findUserByEmail(deps.db, email);
  // One message for an unknown email and a wrong password, so accounts cannot be probed.
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  // A phone account's email signs in only once its link was opened (until then it is only typed).
  const unconfirmed = user?.signInPhone != null && user.emailVerifiedAt === null;
  if (!user || !ok || unconfirmed) {
    await failedLogins.recordFailure(email);
    throw invalid(SERVER_MESSAGES.auth.badCredentials);
  }
  await failedLogins.clear(email);
  return startSession(deps, user);
}

export async function logOut(deps: AccountsContext, token: string) {
  await deps.sessions.end(token);
}

export async function startSession(deps: AccountsContext, user: UserRecord): Promise<Session> {
  const token = await deps.sessions.open(user.id);
  return { user: await accountViewOf(deps.db, user), token };
}

/**
 * A new user with a fresh customer id; retried in the rare case two ids collide. `andThen` runs
 * in the same transaction (the verification email's token and outbox row for a password account).
 */
export async function createUser(
  deps: AccountsContext,
  values: {
    username: string;
    email: string | null;
    passwordHash: string | null;
    userType: UserType;
    staffRole?: StaffRole | null;
    phone?: string | null;
    googleSub?: string | null;
    /** The language the customer shops in when the account is made (en when unknown). */
    language?: UserRecord["language"];
    /** A phone whose sign-in code was just verified. */
    signInPhone?: string | null;
  },
  andThen?: (db: Database, user: UserRecord) => Promise<void>,
): Promise<UserRecord> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(deps.db, async (t) => {
        const user = await insertUser(t, { ...values, userCode: newUserCode() });
        if (andThen) await andThen(t, user);
        return user;
      });
    } catch (error) {
      const codeClash =
        isUniqueViolation(error) && String((error as { cause?: { detail?: string } }).cause?.detail ?? "").includes("user_code");
      if (!codeClash || attempt >= 3) throw error;
    }
  }
}

export async function getUser(deps: AccountsContext, id: string): Promise<PublicUser> {
  const user = await findAccountView(deps.db, id);
  if (!user) throw notFound("User not found");
  return user;
}

/**
 * Profile changes: username, password, age, gender. Email, role and id never change here.
 * A password account's owner proves the current password before setting a new one, and a
 * Google-only account's owner a Google sign-in of the last few minutes before adding one, so a
 * stolen session token cannot take the account for good. A new password ends every other session
 * (set by staff, all of the customer's), retires the reset links mailed before, and the owner is
 * emailed about it.
 */
export async function updateProfile(
  deps: AccountsContext,
  proofs: { failedLogins: FailedLogins; google: GoogleIdentityVerifier | null },
  caller: Principal,
  id: string,
  body: ProfileUpdateBody,
): Promise<PublicUser> {
  const byOwner = caller.id === id;
  const current = await findUserById(deps.db, id);
  if (!current) throw notFound("User not found");
  if (body.password && byOwner) {
    if (current.passwordHash === null) await requireFreshGoogleSignIn(deps.clock, proofs.google, current, body.googleToken);
    else {
      if (!body.currentPassword) throw invalid(MESSAGES.auth.currentPasswordRequired);
      // Guesses at the current password count with failed sign-ins: a stolen token is no oracle.
      // (An account without an email counts under its id.)
      const attemptsKey = current.email ?? current.id;
      if (await proofs.failedLogins.isBlocked(attemptsKey)) throw tooManyAttempts(SERVER_MESSAGES.auth.tooManyFailedLogins);
      if (!(await verifyPassword(current.passwordHash, body.currentPassword))) {
        await proofs.failedLogins.recordFailure(attemptsKey);
        throw invalid(SERVER_MESSAGES.auth.currentPasswordWrong);
      }
    }
  }
  const changes: Parameters<typeof updateUser>[2] = {};
  if (body.username !== undefined) changes.username = body.username;
  if (body.age !== undefined) changes.age = body.age;
  if (body.gender !== undefined) changes.gender = body.gender === "" ? null : body.gender;
  if (body.language !== undefined) changes.language = body.language;
  if (body.password) changes.passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const user = await inTransaction(deps.db, async (t) => {
    const updated = await updateUser(t, id, changes);
    if (updated && changes.passwordHash) {
      await retireEmailTokens(t, id, "reset-password", now);
      const change = current.passwordHash === null ? "password-set" : "password-changed";
      await deps.notices.notify(t, { kind: "sign-in-changed", userId: id, change }, now);
    }
    return updated;
  });
  if (!user) throw notFound("User not found");
  if (changes.passwordHash) {
    if (byOwner) await deps.sessions.endOthers(id, caller.sessionId);
    else await deps.sessions.endAll(id);
  }
  return accountViewOf(deps.db, user);
}

export async function customers(deps: AccountsContext): Promise<PublicUser[]> {
  return (await listCustomers(deps.db)).map(toPublicUser);
}

/**
 * The configured Admin exists with the configured password, every start. When that changes the
 * account (a new password, or a customer account with this email made staff), every session
 * started before ends: whoever signed up with the address first, or knew the old password,
 * must not keep staff rights through a session.
 */
export async function ensureAdmin(deps: AccountsContext, admin: { email: string; password: string }) {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(deps.db, admin.email);
  if (existing) {
    const unchanged = existing.userType === "Admin" && (await verifyPassword(existing.passwordHash, admin.password));
    // The configured admin is an owner (issue 29), whatever role the account had.
    await updateUser(deps.db, existing.id, { userType: "Admin", staffRole: "owner", passwordHash });
    if (!unchanged) await deps.sessions.endAll(existing.id);
  } else {
    await createUser(deps, { username: "Admin", email: admin.email, passwordHash, userType: "Admin", staffRole: "owner" });
  }
}

/** Holds the user's row until the transaction (`db`) ends: changes of one user's data queue up. */
export function lockUser(db: Database, userId: string): Promise<void> {
  return lockUserRow(db, userId);
}
