import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** What sits behind the sign-in panel when someone who is not an Admin opens the admin area. */
export function StaffOnly({ onSignIn }: { onSignIn: () => void }) {
  useDocumentTitle("Staff only");
  return (
    <div className="admin-page admin-staff-only">
      <h1 className="admin-page__title">Staff only</h1>
      <p className="admin-muted">Staff only: please sign in with an admin account.</p>
      <div className="admin-actions">
        <button type="button" className="btn btn--primary" onClick={onSignIn}>
          Sign in
        </button>
        <Link to="/" className="btn btn--secondary">
          Back to the shop
        </Link>
      </div>
    </div>
  );
}
