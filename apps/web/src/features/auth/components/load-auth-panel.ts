// The forms (react-hook-form, zod) load only when someone opens the panel, keeping them out of
// the home page's first download. Preloading starts the same download early, e.g. on hover.
export const loadAuthPanel = () => import("./auth-panel.tsx");

export function preloadAuthPanel(): void {
  void loadAuthPanel();
}
