import { toast } from "../../../lib/toast.ts";
import { HydratedButton } from "../../../components/ui/hydrated-button.tsx";
import { isBuyable, MAX_LINE_QUANTITY, type Product, type ProductVariant } from "@taaza/domain";
import { useAuthPanel } from "../../../hooks/use-auth-panel.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { useLocationPopup } from "../../../hooks/location-popup-context.ts";
import { useDeliveryLocation } from "../../../hooks/use-delivery-location.ts";
import { useBasket } from "../api/get-basket.ts";
import { isLineOf, useBasketActions, variantOf } from "../hooks/use-basket-actions.ts";
import "./basket-control.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";
import { localName } from "../../../lib/i18n/product-words.ts";

/**
 * ADD, or the − quantity + stepper once the product (in this variant: the default when not
 * given) is in the basket, in one box of fixed size so the card never jumps. Admins get neither
 * (spec section 6); a visitor's ADD asks them to sign in.
 */
export function BasketControl({ product, variant: chosen }: { product: Product; variant?: ProductVariant }) {
  const session = useSession();
  const authPanel = useAuthPanel();
  const basket = useBasket();
  const actions = useBasketActions();
  const location = useDeliveryLocation();
  const locationPopup = useLocationPopup();

  if (session?.user.userType === "Admin") return null;

  const variant = variantOf(product, chosen);
  const line = basket.data?.find((candidate) => isLineOf(candidate, product, variant));
  const buyable = isBuyable({ isArchived: product.isArchived, inStock: variant?.inStock ?? product.inStock });

  if (line) {
    const canAddMore = buyable && line.quantity < MAX_LINE_QUANTITY;
    return (
      <div
        className="basket-control basket-control--stepper"
        role="group"
        aria-label={t(basketText.inBasket, { name: localName(product) })}
      >
        <button
          type="button"
          className="basket-control__step"
          aria-label={t(basketText.removeOne, { name: localName(product) })}
          onClick={() => void actions.setQuantity(product, line.quantity - 1, variant)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="basket-control__quantity tabular" aria-live="polite" aria-atomic="true">
          {line.quantity}
          <span className="visually-hidden">{t(basketText.inBasketSuffix)}</span>
        </output>
        <button
          type="button"
          className="basket-control__step"
          aria-label={t(basketText.addOne, { name: localName(product) })}
          title={line.quantity >= MAX_LINE_QUANTITY ? t(basketText.atMost, { count: MAX_LINE_QUANTITY }) : undefined}
          disabled={!canAddMore}
          onClick={() => void actions.setQuantity(product, line.quantity + 1, variant)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    );
  }

  if (!buyable) return null;

  const add = () => {
    // Filling a basket the shop cannot deliver would end in a refusal at the address step.
    if (location.served === false && location.pincode) {
      toast.error(t(shellText.notDelivered, { pincode: location.pincode }), {
        description: t(basketText.chooseServedPincode),
        action: { label: t(basketText.change), onClick: locationPopup.open },
      });
      return;
    }
    if (!session) {
      toast.info(t(basketText.loginToAdd));
      authPanel.open("signin", (signedIn) => {
        if (signedIn.user.userType !== "Admin") void actions.addAfterSignIn(signedIn.user._id, product, variant);
      });
      return;
    }
    void actions.setQuantity(product, 1, variant);
  };

  return (
    <HydratedButton
      type="button"
      className="btn btn--accent basket-control"
      aria-label={t(basketText.addToBasket, { name: localName(product) })}
      // Until the basket has loaded we cannot tell ADD from "one more", so wait for it (and, as
      // every drawn button does, for hydration).
      disabled={session !== null && basket.isPending}
      onClick={add}
    >
      {t(basketText.add)}
    </HydratedButton>
  );
}
