import { formatRupees, paiseToRupees, type Order } from "@taaza/domain";
import { orderTimeline } from "../order-timeline.ts";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";
import { intlLocale } from "../../../lib/i18n/format.ts";
import { refundReasonText } from "../refund-reason.ts";

const REFUND_STATE: Record<Order["refunds"][number]["status"], Message> = {
  pending: ordersText.refundPending,
  unknown: ordersText.refundPending,
  processed: ordersText.refundProcessed,
  failed: ordersText.refundFailed,
};

/** What has happened to the order so far, and how much has come back. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimeline(order);
  return (
    <section className="order-card order-timeline-card" aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="order-card__title">
        {t(ordersText.timeline)}
      </h2>
      <ol className="order-timeline">
        {steps.map((step) => (
          <li key={step.key} className={`order-timeline__step order-timeline__step--${step.tone}`}>
            <span className="order-timeline__label">{step.label}</span>
            <time className="order-timeline__time tabular" dateTime={step.at}>
              {new Date(step.at).toLocaleString(intlLocale(), {
                day: "numeric",
                month: "short",
                hour: "numeric",
                minute: "2-digit",
                timeZone: "Asia/Kolkata",
              })}
            </time>
          </li>
        ))}
      </ol>
      {order.refunds.length > 0 && (
        <>
          <p className="order-timeline__refunded tabular">
            {t(ordersText.refundedOf, {
              amount: formatRupees(paiseToRupees(order.refundedPaise)),
              total: formatRupees(order.billPrice),
            })}
          </p>
          {/* Each refund with the reason it was made (a cancellation, a short weight, staff's reason). */}
          <ul className="order-timeline__refunds" role="list">
            {order.refunds.map((refund) => (
              <li key={refund._id}>
                <span className="tabular">
                  {t(ordersText.refundOf, {
                    amount: formatRupees(paiseToRupees(refund.amountPaise)),
                    reason: refundReasonText(refund.reason),
                  })}
                </span>{" "}
                <span className="order-timeline__refund-state">{t(REFUND_STATE[refund.status])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
