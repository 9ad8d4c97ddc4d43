import { useId, useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { formatRupees, paiseToRupees, refundablePaise, rupeesToPaise, REFUND_MESSAGES } from "@taaza/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useRefundOrder, useRetryRefund } from "../api/refunds.ts";
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
              <span className="tabular">{formatRupees(paiseToRupees(refund.amountPaise))}</span> · {refund.reason} ·{" "}
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

function PartialRefundForm({ order, leftPaise }: { order: AdminOrder; leftPaise: number }) {
  const id = useId();
  const refund = useRefundOrder();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    const amountPaise = Math.round(rupees * 100);
    if (!Number.isFinite(rupees) || amountPaise <= 0 || Math.abs(rupees * 100 - amountPaise) > 1e-6)
      return setError(REFUND_MESSAGES.refund.amountRule);
    if (amountPaise > leftPaise) return setError(`At most ${formatRupees(paiseToRupees(leftPaise))} can still be refunded.`);
    if (!reason.trim()) return setError(REFUND_MESSAGES.refund.reasonRequired);
    setError(null);
    refund.mutate(
      { orderId: order._id, body: { amountPaise, reason: reason.trim() } },
      {
        onSuccess: () => {
          setAmount("");
          setReason("");
          toast.success(REFUND_MESSAGES.refund.started);
        },
        onError: (failure) => reportFailure(REFUND_MESSAGES.refund.failed, failure),
      },
    );
  };

  return (
    <form className="order-refunds__form" onSubmit={submit} noValidate aria-label={`Refund part of order ${order.billId}`}>
      <label htmlFor={`${id}-amount`}>Amount (₹)</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        placeholder={paiseToRupees(leftPaise).toFixed(2)}
      />
      <label htmlFor={`${id}-reason`}>Reason</label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        placeholder="Missing item, short weight…"
      />
      <button type="submit" className="btn btn--secondary" disabled={refund.isPending}>
        Refund
      </button>
      {error && (
        <p role="alert" className="order-refunds__error">
          {error}
        </p>
      )}
    </form>
  );
}
