import { useId, useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import {
  formatRupees,
  isRefundReason,
  paiseToRupees,
  refundablePaise,
  refundForLines,
  rupeesToPaise,
  REFUND_LINES_MESSAGES,
  REFUND_MESSAGES,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  type RefundableLine,
  type RefundLinesBody,
  type RefundReason,
} from "@taaza/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useRefundLines, useRetryRefund } from "../api/refunds.ts";
import type { AdminOrder } from "../api/order.ts";

const STATUS_TEXT = { pending: "Pending", processed: "Refunded", failed: "Failed", unknown: "Sent, no answer yet" } as const;

/** The order's refunds (a failed one can be sent again) and a form to refund part of it. */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const retry = useRetryRefund();
  const left = refundablePaise(rupeesToPaise(order.billPrice), order.refunds);
  return (
    <section aria-label="Refunds" className="order-refunds">
      <h4 className="order-history__title">Refunds</h4>
      {order.refunds.length === 0 ? (
        <p className="order-refunds__none">No refunds.</p>
      ) : (
        <ul className="order-refunds__list">
          {order.refunds.map((refund) => (
            <li key={refund._id} className={`order-refunds__item order-refunds__item--${refund.status}`}>
              <span className="tabular">{formatRupees(paiseToRupees(refund.amountPaise))}</span> ·{" "}
              {isRefundReason(refund.reason) ? REFUND_REASON_LABELS[refund.reason] : refund.reason} ·{" "}
              <strong>{STATUS_TEXT[refund.status]}</strong>
              <span className="order-refunds__meta">
                {formatDateTime(refund.createdAt)} by {refund.createdBy ?? "the shop (automatic)"}
                {refund.providerRefundId ? ` · ${refund.providerRefundId}` : ""}
                {refund.failureReason ? ` · ${refund.failureReason}` : ""}
              </span>
              {refund.status === "failed" && (
                <button
                  type="button"
                  className="btn btn--secondary order-refunds__retry"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(
                      { orderId: order._id, refundId: refund._id },
                      {
                        onSuccess: () => toast.success(REFUND_MESSAGES.refund.retried),
                        onError: (error) => reportFailure(REFUND_MESSAGES.refund.failed, error),
                      },
                    )
                  }
                >
                  Retry refund
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {left > 0 && <PartialRefundForm order={order} leftPaise={left} />}
    </section>
  );
}

type Pick = { amount: string; by: "units" | "grams" };

/**
 * Staff pick lines and, for each, units or grams; choose a reason from the list; see the amount
 * those goods cost (the domain's rule, which the server applies again) and confirm it before any
 * money moves. The server refuses an amount other than the one confirmed.
 */
function PartialRefundForm({ order, leftPaise }: { order: AdminOrder; leftPaise: number }) {
  const id = useId();
  const refund = useRefundLines();
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [reason, setReason] = useState<RefundReason | "">("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ amountPaise: number; body: RefundLinesBody } | null>(null);

  const lines: RefundableLine[] = order.products.map((line) => ({
    id: line._id,
    weightGrams: line.product.weight,
    unitPricePaise: rupeesToPaise(line.price),
    quantity: line.quantity,
  }));
  const setPick = (lineId: string, change: Partial<Pick>) =>
    setPicks((current) => ({ ...current, [lineId]: { amount: "", by: "units", ...current[lineId], ...change } }));

  const review = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.entries(picks).filter(([, pick]) => pick.amount.trim() !== "" && Number(pick.amount) !== 0);
    if (chosen.length === 0) return setError(REFUND_LINES_MESSAGES.lines);
    if (chosen.some(([, pick]) => !/^\d+$/.test(pick.amount.trim()))) return setError(REFUND_LINES_MESSAGES.lines);
    if (!reason) return setError(REFUND_LINES_MESSAGES.reason);
    const body = {
      lines: chosen.map(([lineId, pick]) =>
        pick.by === "grams" ? { lineId, grams: Number(pick.amount) } : { lineId, quantity: Number(pick.amount) },
      ),
      reason,
    };
    const priced = refundForLines(lines, rupeesToPaise(order.discount), body.lines);
    if (!priced.ok) return setError(priced.message);
    if (priced.amountPaise > leftPaise) return setError(`At most ${formatRupees(paiseToRupees(leftPaise))} can still be refunded.`);
    setError(null);
    setConfirming({ amountPaise: priced.amountPaise, body: { ...body, expectedAmountPaise: priced.amountPaise } });
  };

  const confirm = () => {
    if (!confirming) return;
    refund.mutate(
      { orderId: order._id, body: confirming.body },
      {
        onSuccess: () => {
          setPicks({});
          setReason("");
          setConfirming(null);
          toast.success(REFUND_MESSAGES.refund.started);
        },
        onError: (failure) => {
          setConfirming(null);
          reportFailure(REFUND_MESSAGES.refund.failed, failure);
        },
      },
    );
  };

  if (confirming)
    return (
      <div
        className="order-refunds__confirm"
        role="alertdialog"
        aria-labelledby={`${id}-confirm`}
        aria-describedby={`${id}-confirm-reason`}
      >
        <p id={`${id}-confirm`} className="order-refunds__confirm-amount">
          Refund <strong className="tabular">{formatRupees(paiseToRupees(confirming.amountPaise))}</strong> to the customer?
        </p>
        <p id={`${id}-confirm-reason`} className="order-refunds__meta">
          Reason: {isRefundReason(confirming.body.reason) ? REFUND_REASON_LABELS[confirming.body.reason] : confirming.body.reason}. The
          money goes back to their payment method.
        </p>
        <div className="order-refunds__confirm-actions">
          <button type="button" className="btn btn--primary" disabled={refund.isPending} onClick={confirm}>
            Confirm refund of {formatRupees(paiseToRupees(confirming.amountPaise))}
          </button>
          <button type="button" className="btn btn--secondary" disabled={refund.isPending} onClick={() => setConfirming(null)}>
            Back
          </button>
        </div>
      </div>
    );

  return (
    <form className="order-refunds__form" onSubmit={review} noValidate aria-label={`Refund part of order ${order.billId}`}>
      <fieldset className="order-refunds__lines">
        <legend>Lines to refund</legend>
        {order.products.map((line) => {
          const pick = picks[line._id] ?? { amount: "", by: "units" };
          const inputId = `${id}-${line._id}`;
          return (
            <div key={line._id} className="order-refunds__line">
              <label htmlFor={inputId}>
                {line.product.name} ({line.variant.label}) × {line.quantity}
              </label>
              <input
                id={inputId}
                inputMode="numeric"
                value={pick.amount}
                placeholder="0"
                onChange={(e) => setPick(line._id, { amount: e.target.value })}
              />
              <select
                aria-label={`Refund ${line.product.name} by`}
                value={pick.by}
                onChange={(e) => setPick(line._id, { by: e.target.value === "grams" ? "grams" : "units" })}
              >
                <option value="units">units (of {line.quantity})</option>
                <option value="grams">grams (of {line.product.weight * line.quantity})</option>
              </select>
            </div>
          );
        })}
      </fieldset>
      <label htmlFor={`${id}-reason`}>Reason</label>
      <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(isRefundReason(e.target.value) ? e.target.value : "")}>
        <option value="">Choose a reason</option>
        {REFUND_REASONS.map((code) => (
          <option key={code} value={code}>
            {REFUND_REASON_LABELS[code]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--secondary">
        Review refund
      </button>
      {error && (
        <p role="alert" className="order-refunds__error">
          {error}
        </p>
      )}
    </form>
  );
}
