import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export default function AdminNotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Page not found</h1>
      <p className="admin-muted">There is no admin page at this address.</p>
      <div>
        <Link to="/admin" className="btn btn--primary">
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
