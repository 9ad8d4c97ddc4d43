import { BasketIcon } from "../../../components/ui/icons.tsx";
import { HydratedButton } from "../../../components/ui/hydrated-button.tsx";
import { useSession } from "../../../hooks/use-session.ts";
import { useBasket } from "../api/get-basket.ts";
import { basketCount } from "../../../lib/basket-totals.ts";
import { useOpenBasket } from "../hooks/use-open-basket.ts";
import { preloadBasketPanel } from "./load-basket-panel.ts";
import "./basket-button.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";

/** The header's basket icon with its count; not shown to admins, who have no basket. */
export function BasketButton() {
  const session = useSession();
  const basket = useBasket();
  const openBasket = useOpenBasket();

  if (session?.user.userType === "Admin") return null;

  const count = basket.data ? basketCount(basket.data) : 0;
  const label = count > 0 ? t(basketText.basketWithCount, { count }) : t(basketText.basket);

  return (
    <HydratedButton
      type="button"
      className="icon-button basket-button"
      data-basket-button=""
      aria-label={label}
      onClick={openBasket}
      onPointerEnter={session ? preloadBasketPanel : undefined}
      onFocus={session ? preloadBasketPanel : undefined}
    >
      <BasketIcon />
      {count > 0 && (
        <span className="basket-button__count tabular" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </HydratedButton>
  );
}
