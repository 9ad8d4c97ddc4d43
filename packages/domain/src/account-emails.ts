import { z } from "zod";
import { passwordSchema } from "./accounts.ts";
import { ONE_TIME_CODE } from "./phone.ts";

/**
 * Email verification and password reset: their bodies and their words, shared by the server and
 * the pages that send them. Tokens are 43 characters of base64url (32 random bytes).
 */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tokenField = z.string({ message: "This link is not valid" }).regex(EMAIL_TOKEN_PATTERN, "This link is not valid");

export const forgotPasswordBody = z.object({
  email: z
    .string({ message: "Please enter your email" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .pipe(z.email({ message: "Please enter a valid email" })),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ token: tokenField, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const verifyEmailBody = z.object({ token: tokenField });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** PUT /api/users/{id}/email: a phone account's first email, confirmed by the emailed link before it signs in. */
export const addEmailBody = forgotPasswordBody;
export type AddEmailBody = z.infer<typeof addEmailBody>;

/** PUT /api/users/{id}/password: a phone account's first password, proved by a sign-in code just sent to its number. */
export const firstPasswordBody = z.object({
  password: passwordSchema,
  code: z.string({ message: "Please enter the code we sent you" }).regex(ONE_TIME_CODE, "Please enter the 6-digit code we sent you"),
});
export type FirstPasswordBody = z.infer<typeof firstPasswordBody>;

/** How long the links work. */
export const EMAIL_TOKEN_MINUTES = { "verify-email": 48 * 60, "reset-password": 60 } as const;

export const ACCOUNT_EMAIL_MESSAGES = {
  /** The same answer whether or not the email has an account, so nobody can probe for accounts. */
  resetRequested: "If an account uses this email, we have sent it a link to choose a new password. The link works for 60 minutes.",
  passwordReset: "Your password is changed and you are signed out everywhere. Sign in with the new password.",
  emailVerified: "Thank you, your email is confirmed.",
  verificationSent: "We have sent you a new link. Please check your inbox.",
  alreadyVerified: "Your email is already confirmed",
  linkExpired: "This link has expired. Please ask for a new one.",
  linkUsed: "This link has already been used. Please ask for a new one if you still need it.",
  linkInvalid: "This link is not valid. Please ask for a new one.",
  tooManyEmails: "We have sent several emails to this address recently. Please wait an hour and try again.",
  /** The confirmation link counts only from a session of its account (decision 025). */
  signInToConfirm: "Please sign in to this account first, then open the link again to confirm your email.",
  /** Google sign-in took over an account whose email was never confirmed: its password is gone. */
  googlePasswordRemoved:
    "You are signed in with Google. This account's email had never been confirmed, so the password it had was removed. You can set a new one on My Account.",
  /** A Google-only account gets a password only right after a Google sign-in (decision 025). */
  googleSignInRequired: "Please sign in with Google again to add a password to this account.",
  /** A phone account adds an email: it is sent the confirmation link, and signs in by email only once confirmed. */
  emailAdded: "We have sent a link to this email. Open it while signed in here to confirm it; after that you can sign in with it too.",
  emailUsedElsewhere: "Another account already uses this email. Sign in to that account, or use another email.",
  emailAlreadySet: "This account already has an email",
  passwordSet: "Your password is set. Once your email is confirmed, you can sign in with it and this password.",
  passwordAlreadySet: "This account already has a password. Change it with your current password.",
  /** Only an account that signs in by phone proves itself with a code. */
  noSignInPhone: "This account does not sign in with a phone number",
} as const;
