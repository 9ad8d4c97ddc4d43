import { formatIndiaDateTime, type Issue, type Order } from "@taaza/domain";
import { t } from "../../../lib/i18n/i18n.ts";
import { careText } from "../../../lib/i18n/messages/care.ts";
import { REASON_WORDS, STATUS_WORDS } from "../care-words.ts";

type Step = { label: string; at: string };

/** What happened to a ticket, oldest first: reported, acknowledged, resolved (how). */
export function ticketSteps(issue: Issue): Step[] {
  const steps: Step[] = [{ label: t(careText.stepReported, { reason: t(REASON_WORDS[issue.reason]) }), at: issue.createdAt }];
  // A ticket resolved at once was never "acknowledged" on its own.
  if (issue.acknowledgedAt && issue.acknowledgedAt !== issue.resolvedAt)
    steps.push({ label: t(careText.stepAcknowledged), at: issue.acknowledgedAt });
  if (issue.resolvedAt) {
    const label =
      issue.resolution === "refund"
        ? t(careText.stepRefund)
        : issue.resolution === "replacement"
          ? t(careText.stepReplacement)
          : t(careText.stepRejected, { reason: issue.resolutionNote ?? "" });
    steps.push({ label, at: issue.resolvedAt });
  }
  return steps;
}

/** The customer's tickets on this order, each with its number, its items and every state change. */
export function IssueTickets({ order }: { order: Order }) {
  if (order.issues.length === 0) return null;
  const names = new Map(order.products.map((line) => [line._id, line.product.name]));
  return (
    <section className="order-card care-tickets" aria-labelledby="care-tickets">
      <h2 id="care-tickets" className="order-card__title">
        {t(careText.ticketsTitle)}
      </h2>
      <ul className="care-tickets__list" role="list">
        {order.issues.map((issue) => (
          <li key={issue._id} className="care-ticket">
            <div className="care-ticket__head">
              <strong className="tabular">{t(careText.ticket, { ticket: issue.ticket })}</strong>
              <span className={`care-ticket__status care-ticket__status--${issue.status}`}>{t(STATUS_WORDS[issue.status])}</span>
            </div>
            <p className="care-ticket__items">{issue.lineIds.map((id) => names.get(id) ?? id).join(", ")}</p>
            <ol className="care-ticket__steps">
              {ticketSteps(issue).map((step) => (
                <li key={step.label}>
                  <span>{step.label}</span> <time dateTime={step.at}>{formatIndiaDateTime(step.at)}</time>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      <p className="care-tickets__limits">{t(careText.ticketLimits)}</p>
    </section>
  );
}
