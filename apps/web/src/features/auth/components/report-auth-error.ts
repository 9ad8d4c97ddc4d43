import { toast } from "../../../lib/toast.ts";
import { MESSAGES } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";

export type AuthField = "email" | "password";

/**
 * Spec section 5: a server error that mentions the email is shown under the email field, one
 * that mentions the password under the password field; anything else is a toast with the
 * server's text or the generic failure. No answer at all is a network failure.
 */
export function reportAuthError(
  error: unknown,
  fallback: string,
  showUnderField: (field: AuthField, message: string) => void,
): void {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    toast.error(MESSAGES.auth.networkError);
    return;
  }
  const text = error.serverMessage;
  if (text && /email/i.test(text)) showUnderField("email", text);
  else if (text && /password/i.test(text)) showUnderField("password", text);
  else toast.error(text ?? fallback);
}
