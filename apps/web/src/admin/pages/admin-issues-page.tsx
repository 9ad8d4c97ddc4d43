import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { IssueQueue } from "../features/care/index.ts";

/** /admin/issues: customers' tickets, oldest first, with the 48-hour and 30-day clock. */
export default function AdminIssuesPage() {
  useDocumentTitle("Issues");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Issues</h1>
      <p>
        Customers&apos; reports about delivered orders. Acknowledge each within 48 hours and resolve it within 30 days; a refund goes
        through the refund path and never exceeds what is left of the payment.
      </p>
      <IssueQueue />
    </div>
  );
}
