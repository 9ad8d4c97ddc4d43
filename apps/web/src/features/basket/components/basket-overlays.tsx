import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../../hooks/use-session.ts";
import { closeBasketPanel, useBasketPanelOpen } from "../basket-panel-store.ts";
import { loadBasketPanel } from "./load-basket-panel.ts";

const BasketPanel = lazy(loadBasketPanel);
// Only signed-in customers ever see the bar, so visitors never download it.
const CartBar = lazy(() => import("./cart-bar.tsx").then((module) => ({ default: module.CartBar })));

/** The basket side panel and the floating cart bar, mounted once in the root layout. */
export function BasketOverlays() {
  const open = useBasketPanelOpen();
  const session = useSession();
  const { pathname } = useLocation();
  const isCustomer = session !== null && session.user.userType !== "Admin";

  // Following a link out of the panel, or signing out, closes it.
  useEffect(() => {
    closeBasketPanel();
  }, [pathname, isCustomer]);

  if (!isCustomer) return null;
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <BasketPanel onClose={closeBasketPanel} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <CartBar hidden={open} />
      </Suspense>
    </>
  );
}
