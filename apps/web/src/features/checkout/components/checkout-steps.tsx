import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";

const CHECKOUT_STEPS = [checkoutText.stepAddress, checkoutText.stepSummary, checkoutText.stepPayment] as const;
export type CheckoutStep = 1 | 2 | 3;

type CheckoutStepsProps = {
  current: CheckoutStep;
  /** Steps the customer may jump back to (the Address step once an address is chosen). */
  onGoTo: (step: CheckoutStep) => void;
  canGoTo: (step: CheckoutStep) => boolean;
};

/** The step list: Address, Order Summary, Payment; the current step is marked for screen readers too. */
export function CheckoutSteps({ current, onGoTo, canGoTo }: CheckoutStepsProps) {
  return (
    <nav aria-label={t(checkoutText.steps)}>
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((message, index) => {
          const label = t(message);
          const step = (index + 1) as CheckoutStep;
          const state = step === current ? "current" : step < current ? "done" : "todo";
          const content = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="checkout-steps__label">{label}</span>
            </>
          );
          return (
            <li key={label} className="checkout-steps__item" data-state={state}>
              {step !== current && canGoTo(step) ? (
                <button type="button" className="checkout-steps__target" onClick={() => onGoTo(step)}>
                  {content}
                </button>
              ) : (
                <span className="checkout-steps__target" aria-current={step === current ? "step" : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
