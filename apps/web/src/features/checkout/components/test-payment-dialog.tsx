import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { formatRupees, paiseToRupees, type CheckoutStart } from "@taaza/domain";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { useModalDialog } from "../../../components/ui/use-modal-dialog.ts";
import "./checkout-dialog.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";

type TestPaymentDialogProps = {
  start: CheckoutStart;
  /** When the order is delivered, in words in the customer's language ("Fri 27 Nov, 8-10 AM"). */
  delivery: string;
  busy: boolean;
  onApprove: () => void;
  onFail: () => void;
  onCancel: () => void;
};

/**
 * The built-in test provider's checkout, used when no Razorpay keys are configured: clearly a
 * test, no card details, and the same signed answer Razorpay would give.
 */
export function TestPaymentDialog({ start, delivery, busy, onApprove, onFail, onCancel }: TestPaymentDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = busy ? () => undefined : onCancel;
  useModalDialog(dialogRef, close);

  return createPortal(
    <div className="checkout-dialog-layer">
      <div className="checkout-dialog-overlay" aria-hidden="true" onClick={close} />
      <div ref={dialogRef} className="checkout-dialog test-payment" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="checkout-dialog__header">
          <h2 id={titleId} className="checkout-dialog__title">
            {t(checkoutText.testPayment)}
          </h2>
          <button type="button" className="icon-button" aria-label={t(checkoutText.close)} onClick={close} disabled={busy}>
            <CloseIcon />
          </button>
        </div>
        <p className="test-payment__notice">{t(checkoutText.testPaymentText)}</p>
        <dl className="test-payment__facts">
          <div>
            <dt>{t(checkoutText.amount)}</dt>
            <dd className="test-payment__amount tabular">{formatRupees(paiseToRupees(start.order.amount))}</dd>
          </div>
          <div>
            <dt>{t(checkoutText.order)}</dt>
            <dd>{delivery}</dd>
          </div>
          <div>
            <dt>{t(checkoutText.paymentReference)}</dt>
            <dd className="test-payment__reference">{start.order.id}</dd>
          </div>
        </dl>
        <div className="test-payment__actions">
          {/* Focus lands on Approve: the expected choice, and harmless in a test checkout. */}
          <button type="button" className="btn btn--primary" onClick={onApprove} disabled={busy} aria-busy={busy} autoFocus>
            {t(checkoutText.approve)}
          </button>
          <button type="button" className="btn btn--secondary test-payment__fail" onClick={onFail} disabled={busy}>
            {t(checkoutText.fail)}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
