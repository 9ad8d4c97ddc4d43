import { eq, inArray } from "drizzle-orm";
import { CARE_MESSAGES, NOTIFICATION_MESSAGES, SERVER_MESSAGES, type DeleteAccountBody } from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { forbidden, invalid, notFound } from "../../platform/errors.ts";
import { emailTokens, phoneCodes, sessions, users } from "./accounts-tables.ts";
import { findUserById } from "./accounts-repository.ts";
import { requireFreshGoogleSignIn } from "./fresh-google-sign-in.ts";
import type { GoogleIdentityVerifier } from "./google-identity.ts";
import { verifyPassword } from "./password-hashing.ts";
import { spendSignInCode } from "./phone-sign-in.ts";

/** The label a deleted account's name becomes; its email becomes one nobody can receive mail at. */
export const DELETED_ACCOUNT_NAME = "Deleted customer";
const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The account's owner proves it is them before it is deleted: its password again; for an account
 * without one, the sign-in code just sent to its own phone (a wrong code counts as a try) or a
 * Google sign-in of its own identity from the last few minutes. An Admin cannot be deleted this way.
 */
export async function proveDeletion(
  deps: { db: Database; clock: Clock; google: GoogleIdentityVerifier | null; secret: string },
  userId: string,
  body: DeleteAccountBody,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt) throw notFound("User not found");
  if (user.userType === "Admin") throw forbidden(CARE_MESSAGES.account.adminCannotDelete);
  if (user.passwordHash) {
    if (!body.password) throw invalid(CARE_MESSAGES.account.passwordRequired);
    if (!(await verifyPassword(user.passwordHash, body.password))) throw invalid(SERVER_MESSAGES.auth.currentPasswordWrong);
    return;
  }
  const phone = user.signInPhone;
  // A phone account proves it with a code (a Google-linked one may use Google instead).
  if (phone !== null && (body.code !== undefined || user.googleSub === null)) {
    if (body.code === undefined) throw invalid(CARE_MESSAGES.account.codeRequired);
    const code = body.code;
    const now = deps.clock.now();
    // Committed either way, so a wrong code's try counts.
    if (!(await inTransaction(deps.db, (tx) => spendSignInCode(tx, deps.secret, phone, code, now)))) {
      throw invalid(NOTIFICATION_MESSAGES.signInCodeWrong);
    }
    return;
  }
  await requireFreshGoogleSignIn(deps.clock, deps.google, user, body.googleToken);
}

/**
 * Erases the account's own row (in `tx`, the user locked): the name and email become an anonymous
 * label, every way in is removed (password, Google, sessions, emailed links), and the age and
 * gender go. The row itself stays, so orders and bills keep the customer they were made for.
 * Answers the email and the sign-in phone it had, for the outbox to forget.
 */
export async function eraseAccountRow(
  tx: Database,
  userId: string,
  now: Date,
): Promise<{ email: string | null; signInPhone: string | null }> {
  const [before] = await tx
    .select({ email: users.email, signInPhone: users.signInPhone })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!before) throw notFound("User not found");
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx
    .update(users)
    .set({
      username: DELETED_ACCOUNT_NAME,
      email: deletedEmail(userId),
      passwordHash: null,
      googleSub: null,
      signInPhone: null,
      age: null,
      gender: null,
      emailVerifiedAt: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return { email: before.email, signInPhone: before.signInPhone };
}

/** Erasure (in `tx`): the sign-in codes sent to a deleted person's numbers, used or not, are deleted. */
export async function erasePhoneCodes(tx: Database, phones: readonly string[]): Promise<void> {
  if (phones.length > 0) await tx.delete(phoneCodes).where(inArray(phoneCodes.phone, [...phones]));
}
