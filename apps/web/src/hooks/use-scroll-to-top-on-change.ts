import { useEffect, useRef } from "react";

/**
 * Scrolls the window to the top when `value` changes (a new route, a new page of a list), never
 * when the component first mounts: that first render is usually React hydrating a page the visitor
 * may already have scrolled (a slow phone shows the server's page seconds before its script runs),
 * or a reload the browser has put back where it was. Jumping to the top then also moved a link
 * from under a finger already on its way to it.
 */
export function useScrollToTopOnChange(value: unknown): void {
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    window.scrollTo(0, 0);
  }, [value]);
}
