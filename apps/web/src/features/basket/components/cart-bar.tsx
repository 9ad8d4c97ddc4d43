import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { formatRupees, paiseToRupees } from "@taaza/domain";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { useBasket } from "../api/get-basket.ts";
import { basketCount, basketSubtotalPaise } from "../../../lib/basket-totals.ts";
import { openBasketPanel } from "../basket-panel-store.ts";
import { preloadBasketPanel } from "./load-basket-panel.ts";
import "./cart-bar.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";

/** Spec section 9: the bar appears about 1 s after the basket has items, and stays 60 s after a change. */
const APPEAR_AFTER_MS = 1_000;
const SHOW_FOR_MS = 60_000;
const PAGES_WITHOUT_BAR = ["/myaccount", "/checkout"];

/** The floating bar with the basket's count and total, and a way into the basket panel. */
export function CartBar({ hidden }: { hidden: boolean }) {
  const { pathname } = useLocation();
  const basket = useBasket();
  const lines = basket.data;
  const count = lines ? basketCount(lines) : 0;
  // Any change of product or quantity counts as a change; a line's id changing does not.
  const signature = lines?.map((line) => `${line.productId._id}:${line.quantity}:${line.available}`).join(",") ?? "";
  const [shown, setShown] = useState(false);
  // An emptied basket hides the bar at once; the next item shows it again after the usual wait.
  if (count === 0 && shown) setShown(false);

  useEffect(() => {
    if (count === 0) return;
    const appear = window.setTimeout(() => setShown(true), APPEAR_AFTER_MS);
    const disappear = window.setTimeout(() => setShown(false), SHOW_FOR_MS);
    return () => {
      window.clearTimeout(appear);
      window.clearTimeout(disappear);
    };
  }, [signature, count]);

  if (!shown || hidden || count === 0 || !lines || PAGES_WITHOUT_BAR.includes(pathname)) return null;

  return (
    <aside className="cart-bar" aria-label={t(basketText.summary)}>
      <div className="cart-bar__inner">
        <p className="cart-bar__summary tabular">
          <span className="cart-bar__count">{t(basketText.items, { count })}</span>
          <span className="cart-bar__total">{formatRupees(paiseToRupees(basketSubtotalPaise(lines)))}</span>
        </p>
        <button
          type="button"
          className="btn cart-bar__view"
          onClick={openBasketPanel}
          onPointerEnter={preloadBasketPanel}
          onFocus={preloadBasketPanel}
        >
          {t(basketText.viewCart)}
        </button>
        <button type="button" className="cart-bar__dismiss" aria-label={t(basketText.hideSummary)} onClick={() => setShown(false)}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
