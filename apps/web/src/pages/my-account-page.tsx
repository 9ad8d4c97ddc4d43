import { useSession } from "../features/auth/hooks/use-session.ts";
import { useAuthPanel } from "../features/auth/hooks/use-auth-panel.ts";
import { useLogout } from "../features/auth/hooks/use-logout.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./my-account-page.css";

/** A first account page: who is signed in, and the way out. Profile, addresses and orders come later. */
export default function MyAccountPage() {
  useDocumentTitle("My account");
  const session = useSession();
  const authPanel = useAuthPanel();
  const { logOut, isLoggingOut } = useLogout();

  if (!session) {
    return (
      <div className="container page">
        <h1 className="page__title">My account</h1>
        <p className="page__text">Sign in to see your account.</p>
        <div>
          <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin")}>
            Sign In
          </button>
        </div>
      </div>
    );
  }

  const { user } = session;
  return (
    <div className="container page">
      <h1 className="page__title">My account</h1>
      <dl className="account-summary">
        <div className="account-summary__row">
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div className="account-summary__row">
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <div>
        <button type="button" className="btn btn--secondary" onClick={() => void logOut()} disabled={isLoggingOut}>
          Logout
        </button>
      </div>
    </div>
  );
}
