import { useSyncExternalStore } from "react";

/**
 * Whether the basket side panel is open. A tiny store rather than a context: the header button,
 * the mobile menu and the floating bar open it, and the panel lives once in the root layout.
 */
let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function openBasketPanel(): void {
  if (open) return;
  if (document.activeElement instanceof HTMLElement) returnFocusTo = document.activeElement;
  open = true;
  emit();
}

export function closeBasketPanel(): void {
  if (!open) return;
  open = false;
  emit();
  // Like any dialog, give focus back to what opened it; when that was an item of the mobile
  // menu, which has closed since, the header's basket button stands in for it.
  const opener = returnFocusTo;
  returnFocusTo = null;
  const target = opener && opener.getClientRects().length > 0 ? opener : document.querySelector<HTMLElement>("[data-basket-button]");
  target?.focus();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBasketPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
