import { z } from "zod";
import { MESSAGES, PASSWORD_RULE } from "@taaza/domain";

const email = z
  .string()
  .trim()
  .min(1, "Please enter your email")
  .pipe(z.email("Please enter a valid email"));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Please enter your password"),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  username: z.string().trim().min(1, "Please enter a username").max(60, "Username is too long"),
  email,
  // The server holds sign-up passwords to the profile rule; saying so here saves a round trip.
  password: z.string().min(1, "Please enter a password").regex(PASSWORD_RULE, MESSAGES.auth.passwordRule),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z.object({
  password: z.string().min(1, "Please enter a password").regex(PASSWORD_RULE, MESSAGES.auth.passwordRule),
});
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
