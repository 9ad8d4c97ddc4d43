import { effectivePrice, formatRupees, type Product } from "@taaza/domain";
import { useBasket } from "../api/get-basket.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";

/**
 * The product page's cart-line total (spec section 2): how many are in the basket and what they
 * come to, at today's price. Nothing while the product is not in the basket.
 */
export function BasketLineTotal({ product }: { product: Product }) {
  const basket = useBasket();
  const line = basket.data?.find((candidate) => candidate.productId._id === product._id);
  if (!line) return null;
  const unit = effectivePrice(product.price);
  return (
    <p className="tabular" aria-live="polite">
      {t(basketText.inYourBasket)} {line.quantity} × {formatRupees(unit)} = <strong>{formatRupees(unit * line.quantity)}</strong>
    </p>
  );
}
