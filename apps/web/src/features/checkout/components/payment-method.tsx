import { useReducer } from "react";
import { toast } from "../../../lib/toast.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";

/**
 * Online is the only way to pay. Cash on Delivery is offered as the spec shows it, and choosing it
 * says it is not serviceable and leaves Online selected. Both radios are controlled; Preact, which
 * runs this code, puts a radio back to its `checked` only when it renders it (React did so after
 * every change), so a refusal renders the two again.
 */
export function PaymentMethod() {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const refuseCashOnDelivery = () => {
    renderAgain();
    toast.error(t(checkoutText.codToast), { description: t(checkoutText.codToastNote) });
  };
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">{t(checkoutText.paymentMethod)}</legend>
      <label className="payment-method__option">
        <input type="radio" name="payment-method" value="Online" checked readOnly />
        <span>
          <span className="payment-method__name">{t(checkoutText.online)}</span>
          <span className="payment-method__note">{t(checkoutText.onlineNote)}</span>
        </span>
      </label>
      <label className="payment-method__option">
        <input type="radio" name="payment-method" value="COD" checked={false} onChange={refuseCashOnDelivery} />
        <span>
          <span className="payment-method__name">{t(checkoutText.cod)}</span>
          <span className="payment-method__note">{t(checkoutText.codNote)}</span>
        </span>
      </label>
    </fieldset>
  );
}
