import { useEffect, useState } from "react";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form.tsx";
import { forgetEmailLinkToken, readEmailLinkToken } from "../features/auth/components/email-link-token.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";

/** /reset-password#token=...: where the emailed reset link lands. */
export default function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  const [token] = useState(readEmailLinkToken);
  useEffect(forgetEmailLinkToken, []);
  const authPanel = useAuthPanel();
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">Choose a new password</h1>
      {token ? (
        <>
          <p className="page__text">Your new password signs you out on every device; then sign in with it.</p>
          <ResetPasswordForm token={token} onSignIn={() => authPanel.open("signin")} onAskAgain={() => authPanel.open("forgot")} />
        </>
      ) : (
        <>
          <p className="page__text" role="alert">
            This page needs the link from the email we sent you. Open the link again, or ask for a new one.
          </p>
          <div>
            <button type="button" className="btn btn--primary" onClick={() => authPanel.open("forgot")}>
              Send me a new link
            </button>
          </div>
        </>
      )}
    </div>
  );
}
