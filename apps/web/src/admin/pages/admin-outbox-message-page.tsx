import { Link, useParams } from "react-router";
import { ErrorState } from "../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useOutboxMessage } from "../features/outbox/api/get-outbox-message.ts";
import { OutboxMessageView } from "../features/outbox/components/outbox-message-view.tsx";

export default function AdminOutboxMessagePage() {
  useDocumentTitle("Outbox message");
  const { id = "" } = useParams();
  const message = useOutboxMessage(id);
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/outbox">← Back to the outbox</Link>
      </p>
      <h1 className="admin-page__title">Message</h1>
      {message.isPending ? (
        <div className="skeleton admin-skeleton-card" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : message.isError ? (
        <ErrorState message="We couldn't load this message." onRetry={() => void message.refetch()} />
      ) : (
        <OutboxMessageView message={message.data} />
      )}
    </div>
  );
}
