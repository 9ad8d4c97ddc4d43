import { ACCOUNT_EMAIL_MESSAGES, MESSAGES, SERVER_MESSAGES, type PublicUser, type Session } from "@taaza/domain";
import type { AccountsContext } from "./accounts-context.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, forbidden, notFound, unauthorized } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import { findUserByEmail, findUserByGoogleSub, findUserById, updateUser, type UserRecord } from "./accounts-repository.ts";
import { accountViewOf } from "./account-view.ts";
import { createUser, startSession } from "./accounts-use-cases.ts";
import { retireAllEmailTokens } from "./email-tokens-repository.ts";
import { InvalidGoogleToken, type GoogleIdentity, type GoogleIdentityVerifier } from "./google-identity.ts";

/**
 * Sign-in with a Google ID token. The account is found by Google's subject; the first time, a
 * new customer is made for an unknown email. An existing account with that email is linked:
 * Google proves the person reads the inbox. A password on it stays only when the email was
 * confirmed from a session of the account (so the inbox's owner knows that password); otherwise
 * anyone could have signed up as `victim@gmail.com` first and would keep that password once the
 * victim arrives through Google ("pre-hijacking"), so the password is removed, every session
 * ends, and the answer and an email say so (decision 025). It never makes anyone an Admin and
 * never moves a Google identity.
 */
export async function googleLogIn(
  deps: AccountsContext,
  verifier: GoogleIdentityVerifier,
  idToken: string,
  language: UserRecord["language"] = "en",
): Promise<Session> {
  const identity = await verifiedIdentity(verifier, idToken);
  for (let attempt = 0; ; attempt++) {
    try {
      const { user, notice } = await accountFor(deps, identity, language);
      const session = await startSession(deps, user);
      return notice ? { ...session, notice } : session;
    } catch (error) {
      // Two first sign-ins racing: the unique indexes pick one, the other finds it on retry.
      if (!isUniqueViolation(error) || attempt >= 1) throw error;
    }
  }
}

async function verifiedIdentity(verifier: GoogleIdentityVerifier, idToken: string): Promise<GoogleIdentity> {
  try {
    return await verifier.verify(idToken);
  } catch (error) {
    if (error instanceof InvalidGoogleToken) throw unauthorized(MESSAGES.auth.socialFailed);
    throw error;
  }
}

async function accountFor(
  deps: AccountsContext,
  identity: GoogleIdentity,
  language: UserRecord["language"],
): Promise<{ user: UserRecord; notice?: string }> {
  const linked = await findUserByGoogleSub(deps.db, identity.sub);
  if (linked) return { user: linked };
  const byEmail = await findUserByEmail(deps.db, identity.email);
  if (!byEmail) {
    const user = await createUser(deps, {
      username: identity.name,
      email: identity.email,
      passwordHash: null,
      userType: "User",
      googleSub: identity.sub,
      language,
    });
    return { user };
  }
  // Staff sign in with their configured password only; an account tied to another Google
  // identity stays with it.
  if (byEmail.userType === "Admin" || (byEmail.googleSub && byEmail.googleSub !== identity.sub)) {
    throw unauthorized(MESSAGES.auth.socialFailed);
  }
  const dropsPassword = byEmail.passwordHash !== null && !keepsPasswordOnSignIn(byEmail);
  const now = deps.clock.now();
  const user = await inTransaction(deps.db, async (t) => {
    const updated = await updateUser(
      t,
      byEmail.id,
      dropsPassword ? { googleSub: identity.sub, passwordHash: null } : { googleSub: identity.sub },
    );
    // Links mailed before belong to whoever signed up; none of them may act on the account now.
    if (dropsPassword) await retireAllEmailTokens(t, byEmail.id, now);
    const change = dropsPassword ? "google-connected-password-removed" : "google-connected";
    await deps.notices.notify(t, { kind: "sign-in-changed", userId: byEmail.id, change }, now);
    return updated!;
  });
  // The Google owner takes the account over: sessions started before (by anyone) end.
  await deps.sessions.endAll(byEmail.id);
  return dropsPassword ? { user, notice: ACCOUNT_EMAIL_MESSAGES.googlePasswordRemoved } : { user };
}

/**
 * A password on an account that Google sign-in links stays only when its holder is known to read
 * the inbox: the email was confirmed from a session of the account (or by a reset link).
 */
export function keepsPasswordOnSignIn(user: Pick<UserRecord, "passwordHash" | "emailVerifiedAt">): boolean {
  return user.passwordHash !== null && user.emailVerifiedAt !== null;
}

/**
 * "Connect Google" from My Account: the signed-in owner ties a Google identity with the same
 * verified email to their account. The owner's session proves the account, Google's token proves
 * the inbox, so every other session of the account ends, as after a password change.
 */
export async function connectGoogle(
  deps: AccountsContext,
  verifier: GoogleIdentityVerifier,
  caller: Principal,
  userId: string,
  idToken: string,
): Promise<PublicUser> {
  if (caller.id !== userId) throw forbidden(SERVER_MESSAGES.auth.forbidden);
  if (caller.userType !== "User") throw forbidden(SERVER_MESSAGES.auth.googleStaffRefused);
  const identity = await verifiedIdentity(verifier, idToken);
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound("User not found");
  if (user.googleSub) throw conflict(SERVER_MESSAGES.auth.googleAlreadyConnected);
  const holder = await findUserByGoogleSub(deps.db, identity.sub);
  if (holder) throw conflict(SERVER_MESSAGES.auth.googleTakenElsewhere);
  if (identity.email !== user.email) throw conflict(SERVER_MESSAGES.auth.googleEmailMismatch);
  const now = deps.clock.now();
  const updated = await inTransaction(deps.db, async (t) => {
    const changed = await updateUser(t, userId, { googleSub: identity.sub });
    if (changed) await deps.notices.notify(t, { kind: "sign-in-changed", userId, change: "google-connected" }, now);
    return changed;
  }).catch((error: unknown) => {
    // Another account took this Google identity at the same moment.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.auth.googleTakenElsewhere);
    throw error;
  });
  if (!updated) throw notFound("User not found");
  await deps.sessions.endOthers(userId, caller.sessionId);
  return accountViewOf(deps.db, updated);
}
