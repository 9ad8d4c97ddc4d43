// The panel (rows, totals, its styles) downloads when first wanted, not with the home page;
// hovering or focusing the basket button starts the download a moment early.
export const loadBasketPanel = () => import("./basket-panel.tsx");

export function preloadBasketPanel(): void {
  void loadBasketPanel();
}
