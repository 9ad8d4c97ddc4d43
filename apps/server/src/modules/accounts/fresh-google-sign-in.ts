import { ACCOUNT_EMAIL_MESSAGES } from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import { forbidden } from "../../platform/errors.ts";
import type { UserRecord } from "./accounts-repository.ts";
import { InvalidGoogleToken, type GoogleIdentity, type GoogleIdentityVerifier } from "./google-identity.ts";

/** How recent a Google sign-in must be to add a first password to a Google-only account. */
export const FRESH_GOOGLE_SIGN_IN_MS = 5 * 60_000;
/** Tokens "issued" further ahead than this (a skewed clock) prove nothing either. */
const ISSUED_AHEAD_MS = 60_000;

/**
 * A Google-only account gets a password only with a Google ID token of its own Google identity
 * issued in the last few minutes: a stolen session alone must not add a password and make itself
 * permanent (decision 025). 403 rather than 401, so the browser keeps its session.
 */
export async function requireFreshGoogleSignIn(
  clock: Clock,
  verifier: GoogleIdentityVerifier | null,
  user: Pick<UserRecord, "googleSub">,
  idToken: string | undefined,
): Promise<void> {
  const refused = () => forbidden(ACCOUNT_EMAIL_MESSAGES.googleSignInRequired);
  if (!verifier || !idToken || !user.googleSub) throw refused();
  let identity: GoogleIdentity;
  try {
    identity = await verifier.verify(idToken);
  } catch (error) {
    if (error instanceof InvalidGoogleToken) throw refused();
    throw error;
  }
  const age = identity.issuedAt ? clock.now().getTime() - identity.issuedAt.getTime() : Number.POSITIVE_INFINITY;
  if (identity.sub !== user.googleSub || age > FRESH_GOOGLE_SIGN_IN_MS || age < -ISSUED_AHEAD_MS) throw refused();
}
