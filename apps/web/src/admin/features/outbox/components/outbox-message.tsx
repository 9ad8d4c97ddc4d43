import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { useOutboxMessage } from "../api/get-outbox-message.ts";
import { OutboxMessageView } from "./outbox-message-view.tsx";

/** One message as it was (or would be) sent, or its loading or failed state. */
export function OutboxMessage({ id }: { id: string }) {
  const message = useOutboxMessage(id);
  return message.isPending ? (
    <div className="skeleton admin-skeleton-card" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  ) : message.isError ? (
    <ErrorState message="We couldn't load this message." onRetry={() => void message.refetch()} />
  ) : (
    <OutboxMessageView message={message.data} />
  );
}
