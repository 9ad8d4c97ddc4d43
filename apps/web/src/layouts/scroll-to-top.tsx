import { useLocation } from "react-router";
import { useScrollToTopOnChange } from "../hooks/use-scroll-to-top-on-change.ts";

/** Spec section 2: every route change starts at the top of the page (not the first view: see the hook). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useScrollToTopOnChange(pathname);
  return null;
}
