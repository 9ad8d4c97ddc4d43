import { MESSAGES, SERVER_MESSAGES, type PublicUser, type Session } from "@taaza/domain";
import type { AccountsContext } from "./accounts-context.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { conflict, forbidden, notFound, unauthorized } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import { findUserByEmail, findUserByGoogleSub, findUserById, updateUser, type UserRecord } from "./accounts-repository.ts";
import { accountViewOf } from "./account-view.ts";
import { createUser, startSession } from "./accounts-use-cases.ts";
import { InvalidGoogleToken, type GoogleIdentity, type GoogleIdentityVerifier } from "./google-identity.ts";

/**
 * Sign-in with a Google ID token. The account is found by Google's subject; the first time, a
 * new customer is made for an unknown email. An existing account with that email is linked only
 * when its owner has verified the email: otherwise anyone could sign up with a password as
 * `victim@gmail.com` first and keep that password (and sessions) once the victim arrives through
 * Google ("pre-hijacking"). Such an owner signs in with the password and connects Google from
 * My Account instead. It never makes anyone an Admin and never moves a Google identity.
 */
export async function googleLogIn(deps: AccountsContext, verifier: GoogleIdentityVerifier, idToken: string): Promise<Session> {
  const identity = await verifiedIdentity(verifier, idToken);
  for (let attempt = 0; ; attempt++) {
    try {
      return await startSession(deps, await accountFor(deps, identity));
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

async function accountFor(deps: AccountsContext, identity: GoogleIdentity): Promise<UserRecord> {
  const linked = await findUserByGoogleSub(deps.db, identity.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(deps.db, identity.email);
  if (!byEmail) {
    return createUser(deps, {
      username: identity.name,
      email: identity.email,
      passwordHash: null,
      userType: "User",
      googleSub: identity.sub,
    });
  }
  // Staff sign in with their configured password only; an account tied to another Google
  // identity stays with it.
  if (byEmail.userType === "Admin" || (byEmail.googleSub && byEmail.googleSub !== identity.sub)) {
    throw unauthorized(MESSAGES.auth.socialFailed);
  }
  if (!isLinkableOnSignIn(byEmail)) throw conflict(SERVER_MESSAGES.auth.googleLinkRequired);
  // The verified owner takes the account over: sessions started before (by anyone) end.
  await deps.sessions.endAll(byEmail.id);
  return (await updateUser(deps.db, byEmail.id, { googleSub: identity.sub }))!;
}

/** A password account joins a Google identity on sign-in only once its email is verified. */
export function isLinkableOnSignIn(user: Pick<UserRecord, "passwordHash" | "emailVerifiedAt">): boolean {
  return user.passwordHash === null || user.emailVerifiedAt !== null;
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
  const updated = await updateUser(deps.db, userId, { googleSub: identity.sub }).catch((error: unknown) => {
    // Another account took this Google identity at the same moment.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.auth.googleTakenElsewhere);
    throw error;
  });
  if (!updated) throw notFound("User not found");
  await deps.sessions.endOthers(userId, caller.sessionId);
  return accountViewOf(deps.db, updated);
}
