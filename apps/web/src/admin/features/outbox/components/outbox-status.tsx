import { OUTBOX_STATUS_LABELS, type OutboxMessage } from "@taaza/domain";

/** The status in staff's words, with the attempts and the last error when a send failed. */
export function OutboxStatus({ message }: { message: OutboxMessage }) {
  const retrying = message.status === "pending" && message.attempts > 0;
  return (
    <span className={`outbox-status outbox-status--${retrying ? "retrying" : message.status}`}>
      {retrying ? `Retrying (${message.attempts} failed)` : OUTBOX_STATUS_LABELS[message.status]}
      {message.status === "sent" && message.attempts > 1 ? ` after ${message.attempts} attempts` : null}
      {message.status === "failed" ? ` after ${message.attempts} attempts` : null}
    </span>
  );
}
