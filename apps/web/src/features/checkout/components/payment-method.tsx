import { toast } from "../../../lib/toast.ts";
import { MESSAGES } from "@taaza/domain";

/**
 * Online is the only way to pay. Cash on Delivery is offered as the spec shows it, and choosing it
 * says it is not serviceable and leaves Online selected (a controlled input never moves).
 */
export function PaymentMethod() {
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">Payment method</legend>
      <label className="payment-method__option">
        <input type="radio" name="payment-method" value="Online" checked readOnly />
        <span>
          <span className="payment-method__name">Online</span>
          <span className="payment-method__note">UPI, cards, net banking and wallets</span>
        </span>
      </label>
      <label className="payment-method__option">
        <input type="radio" name="payment-method" value="COD" checked={false} onChange={() => toast.error(MESSAGES.order.codNotServiceable, { description: "Our riders carry no cash: please pay online." })} />
        <span>
          <span className="payment-method__name">Cash on Delivery</span>
          <span className="payment-method__note">
            Not available at the moment: our riders carry no cash, so every order is paid online before it is packed.
          </span>
        </span>
      </label>
    </fieldset>
  );
}
