import type { Order } from "@taaza/domain";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";
import "./order-tracking.css";

const STEPS = ["placed", "packed", "out_for_delivery", "delivered"] as const;
const STEP_TEXT = {
  placed: ordersText.stepPlaced,
  packed: ordersText.stepPacked,
  out_for_delivery: ordersText.stepOut,
  delivered: ordersText.stepDelivered,
} as const;
const FAILED_TEXT = {
  not_at_home: ordersText.failedNotAtHome,
  wrong_address: ordersText.failedWrongAddress,
  refused: ordersText.failedRefused,
} as const;

/** Where the order is: placed, packed, out with the rider (and the code to tell them), delivered. */
export function OrderTracking({ order }: { order: Order }) {
  if (order.status === "Canceled") return null;
  const step = order.status === "Delivered" ? "delivered" : (order.fulfilment?.step ?? "placed");
  const reached = step === "failed" ? STEPS.indexOf("out_for_delivery") : STEPS.indexOf(step);
  const rider = order.fulfilment?.rider ?? null;
  return (
    <section className="order-tracking" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title" className="order-tracking__title">
        {t(ordersText.trackingTitle)}
      </h2>
      <ol className="order-tracking__steps">
        {STEPS.map((name, i) => (
          <li
            key={name}
            className={`order-tracking__step${i <= reached ? " order-tracking__step--done" : ""}`}
            aria-current={i === reached ? "step" : undefined}
          >
            {t(STEP_TEXT[name])}
          </li>
        ))}
      </ol>
      {step === "failed" && (
        <p className="order-tracking__failed" role="status">
          {t(ordersText.stepFailed)}
          {order.fulfilment?.failedReason ? ` ${t(FAILED_TEXT[order.fulfilment.failedReason])}` : ""}
        </p>
      )}
      {step === "out_for_delivery" && rider && (
        <p className="order-tracking__rider">
          {t(ordersText.riderOnTheWay, { name: rider.firstName })}
          {rider.phone && (
            <a className="btn btn--secondary order-tracking__call" href={`tel:+91${rider.phone}`}>
              {t(ordersText.callRider, { name: rider.firstName })}
            </a>
          )}
        </p>
      )}
      {step === "out_for_delivery" && order.deliveryCode && (
        <div className="order-tracking__code">
          <p className="order-tracking__code-label">{t(ordersText.deliveryCode)}</p>
          <p className="order-tracking__code-value" data-testid="delivery-code">
            {order.deliveryCode}
          </p>
          <p className="order-tracking__code-note">{t(ordersText.deliveryCodeNote)}</p>
        </div>
      )}
    </section>
  );
}
