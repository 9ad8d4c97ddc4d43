import { ResetPasswordForm } from "../features/auth/index.ts";
import { useEmailLinkToken } from "../lib/email-link-token.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { t } from "../lib/i18n/i18n.ts";
import { authText } from "../lib/i18n/messages/auth.ts";
import "./page.css";

/** /reset-password#token=...: where the emailed reset link lands. */
export default function ResetPasswordPage() {
  useDocumentTitle(t(authText.resetTitle));
  const token = useEmailLinkToken();
  const authPanel = useAuthPanel();
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t(authText.resetTitle)}</h1>
      {token ? (
        <>
          <p className="page__text">{t(authText.resetLede)}</p>
          <ResetPasswordForm token={token} onSignIn={() => authPanel.open("signin")} onAskAgain={() => authPanel.open("forgot")} />
        </>
      ) : (
        <>
          <p className="page__text" role="alert">
            {t(authText.needsLink)}
          </p>
          <div>
            <button type="button" className="btn btn--primary" onClick={() => authPanel.open("forgot")}>
              {t(authText.sendNewLink)}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
