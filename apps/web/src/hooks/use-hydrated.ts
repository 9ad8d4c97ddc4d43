import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while the page is drawn on the server and while React hydrates that HTML, true from the
 * render after. Whatever depends on the visitor's screen or clock (which banner group, seconds
 * left) waits for it, so the hydrating render draws exactly what the server did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
