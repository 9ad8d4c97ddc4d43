import { RiderRunSheet } from "../features/rider/index.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { useSession } from "../hooks/use-session.ts";
import { t } from "../lib/i18n/i18n.ts";
import { riderText } from "../lib/i18n/messages/rider.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";

/** /rider: the signed-in rider's deliveries, made for a phone held in one hand. */
export default function RiderPage() {
  const session = useSession();
  const authPanel = useAuthPanel();
  useDocumentTitle(t(riderText.title));
  return (
    <main className="rider-page">
      <h1 className="page__title">{t(riderText.title)}</h1>
      {!session ? (
        <>
          <p>{t(riderText.signIn)}</p>
          <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin", () => undefined)}>
            {t(riderText.signInButton)}
          </button>
        </>
      ) : session.user.userType !== "Admin" ? (
        <p>{t(riderText.notRider)}</p>
      ) : (
        <RiderRunSheet />
      )}
    </main>
  );
}
