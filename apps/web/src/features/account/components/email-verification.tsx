import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { ApiError } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";
import { resendVerification } from "../api/resend-verification.ts";
import "./profile-form.css";

/** Whether the account's email is confirmed, and "Send the link again" while it is not. */
export function EmailVerification({ user }: { user: CurrentUser }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (user.emailVerified) {
    return (
      <p className="email-verification email-verification--done">
        <strong>{user.email}</strong> is confirmed.
      </p>
    );
  }
  const resend = async () => {
    setBusy(true);
    try {
      setSent((await resendVerification(user._id)).message);
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : "We could not send the link. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="email-verification">
      <p>
        <strong>{user.email}</strong> is not confirmed yet. Open the link we emailed you, or ask for a new one.
      </p>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => void resend()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Sending…" : "Send the link again"}
        </button>
      )}
    </div>
  );
}
