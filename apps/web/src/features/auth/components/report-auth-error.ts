import { toast } from "../../../lib/toast.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

export type AuthField = "email" | "password";

/**
 * Spec section 5: a server error that mentions the email is shown under the email field, one
 * that mentions the password under the password field; anything else is a toast with the
 * server's text or the generic failure. No answer at all is a network failure.
 */
export function reportAuthError(error: unknown, fallback: string, showUnderField: (field: AuthField, message: string) => void): void {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    toast.error(t(shellText.networkError));
    return;
  }
  // The field is chosen from the English text; the words shown are in the active language.
  const text = error.serverMessage;
  const english = error.englishMessage;
  if (text && english && /email/i.test(english)) showUnderField("email", text);
  else if (text && english && /password/i.test(english)) showUnderField("password", text);
  else toast.error(text ?? fallback);
}
