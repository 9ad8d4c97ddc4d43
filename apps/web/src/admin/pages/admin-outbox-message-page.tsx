import { Link, useParams } from "react-router";
import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { OutboxMessage } from "../features/outbox/index.ts";

export default function AdminOutboxMessagePage() {
  useDocumentTitle("Outbox message");
  const { id = "" } = useParams();
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/outbox">← Back to the outbox</Link>
      </p>
      <h1 className="admin-page__title">Message</h1>
      <SectionBoundary>
        <OutboxMessage id={id} />
      </SectionBoundary>
    </div>
  );
}
