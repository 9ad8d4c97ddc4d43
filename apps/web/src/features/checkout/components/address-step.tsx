import type { ReactNode } from "react";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";

type AddressStepProps = {
  /** Step 1 is open: the address book is shown to choose from. */
  open: boolean;
  /** No address saved yet: a line asks for one above the book. */
  empty: boolean;
  /** The address book (open) or the chosen address (closed); the page brings them from the addresses feature. */
  children: ReactNode;
  onSelect: () => void;
  onChange: () => void;
};

/** Checkout step 1: where to deliver. */
export function AddressStep({ open, empty, children, onSelect, onChange }: AddressStepProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-address">
      <div className="checkout-card__head">
        <h2 id="checkout-address" className="checkout-card__title">
          <span className="checkout-card__number" aria-hidden="true">
            1
          </span>
          {t(checkoutText.deliveryAddress)}
        </h2>
        {!open && (
          <button type="button" className="btn btn--secondary checkout-card__change" onClick={onChange}>
            {t(checkoutText.change)}
          </button>
        )}
      </div>
      {open ? (
        <>
          {empty && <p className="checkout-card__text">{t(checkoutText.addAddressPrompt)}</p>}
          {children}
          <div>
            {/* With no address yet, "Add New Address" above is the main button; this one is secondary. */}
            <button type="button" className={empty ? "btn btn--secondary" : "btn btn--primary"} onClick={onSelect}>
              {t(checkoutText.selectAddress)}
            </button>
          </div>
        </>
      ) : (
        children
      )}
    </section>
  );
}
