// The basket feature as the rest of the app sees it (everything else in this folder is its own).
export { openBasketPanel } from "./basket-panel-store.ts";
export { BasketButton } from "./components/basket-button.tsx";
export { BasketControl } from "./components/basket-control.tsx";
export { BasketLineTotal } from "./components/basket-line-total.tsx";
export { BasketOverlays } from "./components/basket-overlays.tsx";
export { useOpenBasket } from "./hooks/use-open-basket.ts";
