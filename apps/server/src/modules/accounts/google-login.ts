import { MESSAGES, type Session } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { unauthorized } from "../../http/http-error.ts";
import { findUserByEmail, updateUser, type UserRecord } from "./accounts-repository.ts";
import { createUser, startSession } from "./accounts-use-cases.ts";
import { findUserByGoogleSub } from "./accounts-repository.ts";
import { InvalidGoogleToken, type GoogleIdentityVerifier } from "./google-identity.ts";

/**
 * Sign-in with a Google ID token. The account is found by Google's subject; the first time, a
 * password account with the same (Google-verified) email is linked rather than duplicated.
 * It never makes anyone an Admin and never moves a Google identity onto someone else's account.
 */
export async function googleLogIn(deps: AppDeps, verifier: GoogleIdentityVerifier, idToken: string): Promise<Session> {
  let identity;
  try {
    identity = await verifier.verify(idToken);
  } catch (error) {
    if (error instanceof InvalidGoogleToken) throw unauthorized(MESSAGES.auth.socialFailed);
    throw error;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await startSession(deps, await accountFor(deps, identity));
    } catch (error) {
      // Two first sign-ins racing: the unique indexes pick one, the other finds it on retry.
      if (!isUniqueViolation(error) || attempt >= 1) throw error;
    }
  }
}

async function accountFor(deps: AppDeps, identity: { sub: string; email: string; name: string }): Promise<UserRecord> {
  const linked = await findUserByGoogleSub(deps.db, identity.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(deps.db, identity.email);
  if (byEmail) {
    // Staff sign in with their configured password only; an account tied to another Google
    // identity stays with it.
    if (byEmail.userType === "Admin" || (byEmail.googleSub && byEmail.googleSub !== identity.sub)) {
      throw unauthorized(MESSAGES.auth.socialFailed);
    }
    return (await updateUser(deps.db, byEmail.id, { googleSub: identity.sub }))!;
  }
  return createUser(deps, { username: identity.name, email: identity.email, passwordHash: null, userType: "User", googleSub: identity.sub });
}
