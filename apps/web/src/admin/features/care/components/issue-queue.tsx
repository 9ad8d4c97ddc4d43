import { useState } from "react";
import { Link } from "react-router";
import { formatRupees, rupeesToPaise, uploadUrl, type IssueReason, type IssueResolution } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { toast } from "../../../../lib/toast.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useIssueQueue, type QueueEntry } from "../api/get-issue-queue.ts";
import { useAcknowledgeIssue, useResolveIssue } from "../api/work-ticket.ts";
import "../../../components/admin-cards.css";
import "../../../components/admin-fields.css";
import "./care.css";

const REASONS: Record<IssueReason, string> = {
  "short-weight": "Short weight",
  "not-fresh": "Not fresh",
  "wrong-cut": "Wrong cut",
  "missing-item": "Missing item",
  damaged: "Damaged",
  other: "Other",
};

/** Staff's ticket queue: unresolved tickets, oldest first, each with what is needed to answer it. */
export function IssueQueue() {
  const queue = useIssueQueue();
  if (queue.isPending)
    return (
      <div className="skeleton care-queue__skeleton" role="status">
        <span className="visually-hidden">Loading tickets…</span>
      </div>
    );
  if (queue.isError) return <ErrorState message="We couldn't load the tickets." onRetry={() => void queue.refetch()} />;
  const { data, overdue } = queue.data;
  return (
    <>
      {(overdue.acknowledge > 0 || overdue.resolve > 0) && (
        <p className="care-overdue" role="alert">
          {overdue.acknowledge} past the 48-hour acknowledgement, {overdue.resolve} past the 30-day resolution.
        </p>
      )}
      {data.length === 0 ? (
        <p className="admin-muted">No open tickets. Customers&apos; reports appear here, oldest first.</p>
      ) : (
        <ol className="care-queue">
          {data.map((entry) => (
            <li key={entry.issue._id}>
              <Ticket entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Ticket({ entry }: { entry: QueueEntry }) {
  const { issue, order, clock } = entry;
  const lines = order.products.filter((line) => issue.lineIds.includes(line._id));
  const delivered = order.fulfilment?.history.findLast((step) => step.step === "delivered");
  return (
    <article className="care-ticket-card" aria-labelledby={`ticket-${issue._id}`}>
      <header className="care-ticket-card__head">
        <h2 id={`ticket-${issue._id}`} className="care-ticket-card__title">
          {issue.ticket} · {REASONS[issue.reason]}
        </h2>
        <span className={`care-badge care-badge--${issue.status}`}>{issue.status === "open" ? "Open" : "Acknowledged"}</span>
      </header>

      <dl className="admin-facts">
        <div>
          <dt>Reported</dt>
          <dd>{formatDateTime(issue.createdAt)}</dd>
        </div>
        <div className={clock.acknowledgeOverdue && !issue.acknowledgedAt ? "care-late" : undefined}>
          <dt>Acknowledge by</dt>
          <dd>
            {issue.acknowledgedAt ? `Done ${formatDateTime(issue.acknowledgedAt)}` : formatDateTime(clock.acknowledgeBy)}
            {clock.acknowledgeOverdue && " · overdue"}
          </dd>
        </div>
        <div className={clock.resolveOverdue ? "care-late" : undefined}>
          <dt>Resolve by</dt>
          <dd>
            {formatDateTime(clock.resolveBy)}
            {clock.resolveOverdue && " · overdue"}
          </dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>
            <Link to={`/order/${order._id}`}>{order.billId}</Link> · {order.userId.username}
          </dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>
            {order.deliveredAt ? formatDateTime(order.deliveredAt) : order.status}
            {order.fulfilment?.rider && ` by ${order.fulfilment.rider.firstName}`}
          </dd>
        </div>
        <div>
          <dt>Paid · refunded</dt>
          <dd className="tabular">
            {formatRupees(order.billPrice)} · {formatRupees(order.refundedPaise / 100)}
          </dd>
        </div>
        {issue.note && (
          <div className="admin-facts__wide">
            <dt>Customer&apos;s note</dt>
            <dd>{issue.note}</dd>
          </div>
        )}
      </dl>

      {(issue.photos.length > 0 || delivered?.photo) && (
        <div className="care-photos">
          {issue.photos.map((photo, index) => (
            <a key={photo} href={uploadUrl(photo)} target="_blank" rel="noreferrer" className="care-photo">
              <img src={uploadUrl(photo)} alt={`Customer's photo ${index + 1} of ${issue.ticket}`} width={480} height={480} />
            </a>
          ))}
          {delivered?.photo && (
            <a href={uploadUrl(delivered.photo)} target="_blank" rel="noreferrer" className="care-photo">
              <img src={uploadUrl(delivered.photo)} alt={`Delivery photo of order ${order.billId}`} width={480} height={480} />
              <span className="care-photo__caption">At the door, {formatDateTime(delivered.at)}</span>
            </a>
          )}
        </div>
      )}

      <table className="care-lines">
        <caption className="visually-hidden">Lines of order {order.billId}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Ordered</th>
            <th scope="col">Packed</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line._id} className={issue.lineIds.includes(line._id) ? "care-lines__reported" : undefined}>
              <td>
                {line.product.name}
                {issue.lineIds.includes(line._id) && <span className="care-lines__flag"> · reported</span>}
              </td>
              <td className="tabular">
                {line.quantity} × {line.variant.label}
              </td>
              <td className="tabular">{line.packedGrams != null ? `${line.packedGrams} g` : "not weighed"}</td>
              <td className="tabular">{formatRupees(line.price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <TicketActions entry={entry} reportedLines={lines.map((line) => line._id)} />
    </article>
  );
}

function TicketActions({ entry, reportedLines }: { entry: QueueEntry; reportedLines: string[] }) {
  const { issue, order } = entry;
  const acknowledge = useAcknowledgeIssue();
  const resolve = useResolveIssue();
  const [resolution, setResolution] = useState<IssueResolution>("refund");
  const [lineIds, setLineIds] = useState<string[]>(reportedLines);
  const [note, setNote] = useState("");
  const busy = acknowledge.isPending || resolve.isPending;
  const refundPaise = order.products
    .filter((line) => lineIds.includes(line._id))
    .reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0);
  const leftPaise = rupeesToPaise(order.billPrice) - order.refundedPaise;

  const submit = () => {
    if (resolution === "refund" && lineIds.length === 0) return toast.error("Choose the lines to refund");
    if (resolution === "rejected" && note.trim() === "") return toast.error("Give the customer a reason");
    resolve.mutate(
      { issueId: issue._id, body: { resolution, note: note.trim(), ...(resolution === "refund" ? { lineIds } : {}) } },
      {
        onSuccess: (done) => toast.success(`${done.ticket} resolved`),
        onError: (error) => reportFailure(`Could not resolve ${issue.ticket}`, error),
      },
    );
  };

  return (
    <div className="care-actions">
      {issue.status === "open" && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() =>
            acknowledge.mutate(issue._id, {
              onSuccess: () => toast.success(`${issue.ticket} acknowledged`),
              onError: (error) => reportFailure(`Could not acknowledge ${issue.ticket}`, error),
            })
          }
        >
          Acknowledge
        </button>
      )}
      <fieldset className="care-actions__resolve" disabled={busy}>
        <legend className="admin-field__label">Resolve</legend>
        <div className="care-actions__choices">
          {(["refund", "replacement", "rejected"] as const).map((value) => (
            <label key={value} className="admin-check">
              <input type="radio" name={`resolution-${issue._id}`} checked={resolution === value} onChange={() => setResolution(value)} />
              {value === "refund" ? "Refund lines" : value === "replacement" ? "Replace on next order" : "Reject"}
            </label>
          ))}
        </div>
        {resolution === "refund" && (
          <div className="care-actions__lines">
            {order.products
              .filter((line) => issue.lineIds.includes(line._id))
              .map((line) => (
                <label key={line._id} className="admin-check">
                  <input
                    type="checkbox"
                    checked={lineIds.includes(line._id)}
                    onChange={() =>
                      setLineIds((current) => (current.includes(line._id) ? current.filter((x) => x !== line._id) : [...current, line._id]))
                    }
                  />
                  Refund {line.product.name} ({formatRupees(line.price * line.quantity)})
                </label>
              ))}
            <p className="admin-field__hint tabular">
              At most {formatRupees(Math.min(refundPaise, leftPaise) / 100)}: never more than is left of what was paid (
              {formatRupees(leftPaise / 100)}).
            </p>
          </div>
        )}
        <label className="admin-field">
          <span className="admin-field__label">
            {resolution === "rejected" ? "Reason the customer reads" : "Note to the customer (optional)"}
          </span>
          <input className="admin-input" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <div className="admin-buttons">
          <button type="button" className="btn btn--primary" onClick={submit} aria-busy={resolve.isPending || undefined}>
            {resolution === "refund" ? "Refund these lines" : resolution === "replacement" ? "Resolve: replacement" : "Reject ticket"}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
