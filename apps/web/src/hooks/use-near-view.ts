import { useCallback, useState } from "react";

/**
 * A ref for an element and whether it has come near the view: within 800 px of the screen's
 * edge (about a phone's screen), once, then for good. What fills it (a shelf picked from the
 * whole catalog) waits for that, so a visitor who reads only the top of a page never pays for it,
 * and one who scrolls finds it there. Without IntersectionObserver it is near at once.
 */
export function useNearView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: "800px 0px" },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
