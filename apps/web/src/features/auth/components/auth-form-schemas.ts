import { z } from "zod";
import { PASSWORD_RULE } from "@taaza/domain";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";

/** A check's message, read in the active language when the check fails. */
const say = (message: Message) => ({ error: () => t(message) });

const email = z
  .string()
  .trim()
  .min(1, say(authText.enterEmail))
  .pipe(z.email(say(authText.validEmail)));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, say(authText.enterPassword)),
});
export type SignInValues = z.infer<typeof signInSchema>;

// The server holds new passwords (sign-up, reset) to the profile rule; saying so here saves a round trip.
const newPassword = z.string().min(1, say(authText.enterNewPassword)).regex(PASSWORD_RULE, say(authText.passwordRule));

export const signUpSchema = z.object({
  username: z.string().trim().min(1, say(authText.enterUsername)).max(60, say(authText.usernameTooLong)),
  email,
  password: newPassword,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z.object({ password: newPassword });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
