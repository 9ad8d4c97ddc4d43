import { Link } from "react-router";
import { formatRupees, paiseToRupees, type Paise } from "@taaza/domain";
import { PaymentMethod } from "./payment-method.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { maskedPhone } from "../../../lib/masked-phone.ts";

type PaymentStepProps = {
  totalPaise: Paise;
  /** The chosen slot as a date in words, or null before one is chosen. */
  delivery: string | null;
  /** Why the last attempt failed, shown until the next one. */
  failure: string | null;
  busy: boolean;
  /** Unavailable lines, an unserved pincode or charges not loaded yet: paying cannot start. */
  blocked: boolean;
  /** The reader reached into this step (focus or tap): it becomes the current one. */
  onEnter: () => void;
  onPay: () => void;
  /** The delivery address's mobile number, offered for WhatsApp updates (null: no offer). */
  whatsappPhone: string | null;
  whatsappWanted: boolean;
  onWhatsappWanted: (wanted: boolean) => void;
};

/** Checkout step 3: the method and the Pay button with the total the server will charge. */
export function PaymentStep({
  totalPaise,
  delivery,
  failure,
  busy,
  blocked,
  onEnter,
  onPay,
  whatsappPhone,
  whatsappWanted,
  onWhatsappWanted,
}: PaymentStepProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-payment" onFocus={onEnter} onPointerDown={onEnter}>
      <h2 id="checkout-payment" className="checkout-card__title">
        <span className="checkout-card__number" aria-hidden="true">
          3
        </span>
        {t(checkoutText.payment)}
      </h2>
      <PaymentMethod />
      {delivery && <p className="checkout-card__delivery">{t(checkoutText.deliveryWhen, { when: delivery })}</p>}
      {whatsappPhone !== null && (
        <label className="checkout__updates">
          <input type="checkbox" checked={whatsappWanted} onChange={(e) => onWhatsappWanted(e.target.checked)} />{" "}
          {t(checkoutText.whatsappUpdates, { phone: maskedPhone(whatsappPhone) })}
        </label>
      )}
      {failure !== null && (
        <p className="checkout-card__warning" role="alert">
          {t(checkoutText.paymentFailedRetry, { failure })}
        </p>
      )}
      <button
        type="button"
        className="btn btn--accent btn--block checkout__pay"
        onClick={onPay}
        disabled={busy || blocked}
        aria-busy={busy}
      >
        {t(checkoutText.pay, { amount: formatRupees(paiseToRupees(totalPaise)) })}
      </button>
      <p className="checkout-card__fine-print">
        {t(checkoutText.finePrint)} <Link to="/refundpolicy">{t(checkoutText.refundPolicy)}</Link>.
      </p>
    </section>
  );
}
