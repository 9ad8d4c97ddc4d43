import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { CANCEL_WINDOW_MS, canCustomerCancel, formatRupees, type Order, REFUND_MESSAGES } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { Modal } from "../../../components/ui/modal.tsx";
import { useCancelOrder } from "../api/cancel-order.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";

/**
 * "Cancel order", offered while the shop's rule allows it (Pending, within 15 minutes), asked
 * twice, and gone when the window closes. The server decides; this only hides a button that
 * would be refused.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [now, setNow] = useState(() => new Date());
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order._id);
  const allowed = canCustomerCancel(order, now);

  useEffect(() => {
    if (!allowed) return;
    const closesIn = new Date(order.createdAt).getTime() + CANCEL_WINDOW_MS - Date.now() + 1000;
    const timer = window.setTimeout(() => setNow(new Date()), Math.max(closesIn, 0));
    return () => window.clearTimeout(timer);
  }, [allowed, order.createdAt]);

  if (!allowed) return null;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(domainText("order.cancelled", REFUND_MESSAGES.order.cancelled));
      },
      onError: (error) => {
        setConfirming(false);
        setNow(new Date());
        toast.error(
          domainText("order.cancelFailed", REFUND_MESSAGES.order.cancelFailed),
          error instanceof ApiError ? { description: error.serverMessage ?? undefined } : undefined,
        );
      },
    });

  return (
    <div className="order-cancel">
      <p className="order-cancel__text">{t(ordersText.cancelText)}</p>
      <button type="button" className="btn btn--secondary" onClick={() => setConfirming(true)}>
        {t(ordersText.cancelOrder)}
      </button>
      {confirming && (
        <Modal title={t(ordersText.cancelTitle)} onClose={() => setConfirming(false)}>
          <p className="order-cancel__confirm-text">
            We will not deliver order <strong className="tabular">{order.billId}</strong>, and the full {formatRupees(order.billPrice)} goes
            back to how you paid (5-7 business days).
          </p>
          <div className="order-cancel__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t(ordersText.keepOrder)}
            </button>
            <button
              type="button"
              className="btn order-cancel__yes"
              onClick={confirm}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
            >
              {cancel.isPending ? t(ordersText.cancelling) : t(ordersText.yesCancel)}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
