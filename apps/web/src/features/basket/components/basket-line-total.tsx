import { effectivePrice, formatRupees, type Product, type ProductVariant } from "@taaza/domain";
import { isLineOf, variantOf } from "../hooks/use-basket-actions.ts";
import { useBasket } from "../api/get-basket.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";

/**
 * The product page's cart-line total (spec section 2): how many are in the basket and what they
 * come to, at today's price. Nothing while the product is not in the basket.
 */
export function BasketLineTotal({ product, variant: chosen }: { product: Product; variant?: ProductVariant }) {
  const basket = useBasket();
  const variant = variantOf(product, chosen);
  const line = basket.data?.find((candidate) => isLineOf(candidate, product, variant));
  if (!line) return null;
  const unit = effectivePrice(variant?.price ?? product.price);
  return (
    <p className="tabular" aria-live="polite">
      {t(basketText.inYourBasket)} {line.quantity} × {formatRupees(unit)} = <strong>{formatRupees(unit * line.quantity)}</strong>
    </p>
  );
}
