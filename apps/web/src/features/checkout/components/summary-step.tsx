import { lazy, Suspense, type Ref } from "react";
import { type CartLine } from "@taaza/domain";
import type { OfferBill } from "../offer-bill.ts";
import type { ChosenSlot } from "./slot-dialog.tsx";
import { BillRows, OrderSummaryLines } from "./order-summary.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { dayLabel, slotLabel } from "../slot-labels.ts";
import { deliveryInWordsFor } from "../../../lib/i18n/delivery-in-words.ts";

// The code form loads with the summary, off the storefront's first screens.
const CouponField = lazy(() => import("./coupon-field.tsx"));

type SummaryStepProps = {
  /** The customer, their basket's code and its discount (issue 32). */
  offers: { userId: string; coupon: { code: string; refusal: string | null } | null; discount: number };
  lines: readonly CartLine[];
  bill: OfferBill;
  slot: ChosenSlot | null;
  /** The delivery charge of the chosen address's pincode is known (the list loaded and it is served). */
  deliveryKnown: boolean;
  /** The pincode list failed to load: offer to try again. */
  pincodesFailed: boolean;
  notServiceable: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChooseSlot: () => void;
  onOpenBasket: () => void;
  onRetryPincodes: () => void;
};

/** Checkout step 2: the lines, the delivery slot and the bill. */
export function SummaryStep({
  lines,
  bill,
  slot,
  deliveryKnown,
  pincodesFailed,
  notServiceable,
  headingRef,
  offers,
  ...actions
}: SummaryStepProps) {
  const unavailable = lines.filter((line) => !line.available).length;
  return (
    <section className="checkout-card" aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" ref={headingRef} tabIndex={-1} className="checkout-card__title">
        <span className="checkout-card__number" aria-hidden="true">
          2
        </span>
        {t(checkoutText.stepSummary)}
      </h2>
      <OrderSummaryLines lines={lines} />
      {unavailable > 0 && (
        <p className="checkout-card__warning" role="alert">
          {t(checkoutText.someUnavailable)}{" "}
          <button type="button" className="link-button" onClick={actions.onOpenBasket}>
            {t(checkoutText.removeThem)}
          </button>{" "}
          {t(checkoutText.toContinue)}
        </p>
      )}
      <div className="checkout-slot">
        <div>
          <p className="checkout-slot__label">{t(checkoutText.deliverySlot)}</p>
          <p className="checkout-slot__value">{slot ? `${dayLabel(slot.day)}, ${slotLabel(slot.slot)}` : t(checkoutText.notChosen)}</p>
          {slot && <p className="checkout-slot__date">{deliveryInWordsFor(slot.date, slot.slot)}</p>}
        </div>
        <button type="button" className="btn btn--secondary" onClick={actions.onChooseSlot}>
          {slot ? t(checkoutText.changeSlot) : t(checkoutText.chooseSlot)}
        </button>
      </div>
      <Suspense fallback={null}>
        <CouponField userId={offers.userId} coupon={offers.coupon} discount={offers.discount} />
      </Suspense>
      <BillRows bill={bill} deliveryKnown={deliveryKnown} />
      {pincodesFailed && (
        <p className="checkout-card__warning" role="alert">
          {t(checkoutText.chargesFailed)}{" "}
          <button type="button" className="link-button" onClick={actions.onRetryPincodes}>
            {t(checkoutText.tryAgain)}
          </button>
        </p>
      )}
      {notServiceable && (
        <p className="checkout-card__warning" role="alert">
          {t(checkoutText.notServiceable)}
        </p>
      )}
    </section>
  );
}
