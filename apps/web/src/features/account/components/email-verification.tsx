import { useState, type ReactNode } from "react";
import { toast } from "../../../lib/toast.ts";
import { ApiError } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";
import { resendVerification } from "../api/resend-verification.ts";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { tNodes } from "../../../lib/i18n/t-nodes.tsx";
import { accountEmailNotice } from "../../../lib/i18n/account-email-notice.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import "./profile-form.css";

/** A sentence naming the email, in the active language's word order, with the email in bold. */
const withEmail = (message: Message, email: string): ReactNode => tNodes(message, { email: <strong>{email}</strong> });

/** Whether the account's email is confirmed, and "Send the link again" while it is not. */
export function EmailVerification({ user }: { user: CurrentUser }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // A phone account without an email has nothing to confirm.
  if (user.email === null) return null;
  const email = user.email;
  if (user.emailVerified) {
    return <p className="email-verification email-verification--done">{withEmail(accountText.emailConfirmed, email)}</p>;
  }
  const resend = async () => {
    setBusy(true);
    try {
      setSent((await resendVerification(user._id)).message);
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(accountText.linkSendFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="email-verification">
      <p>{withEmail(accountText.emailNotConfirmed, email)}</p>
      {sent ? (
        <p role="status">{accountEmailNotice(sent)}</p>
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => void resend()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t(accountText.sendingLink) : t(accountText.sendLinkAgain)}
        </button>
      )}
    </div>
  );
}
