import type { ComponentProps } from "react";
import { useHydrated } from "../../hooks/use-hydrated.ts";

/**
 * A `<button>` that needs the script. On a page drawn by the server it is hidden (its place kept:
 * `visibility: hidden`, base.css) until React has hydrated it and the page reads the visitor's own
 * state (their session, their basket), so nobody taps a button that cannot answer yet, or answers
 * as if they were signed out, and nobody without JavaScript sees one that never will
 * (docs/decisions/022-react-everywhere.md). `ref` reaches the button, as a prop of function
 * components does on React 19.
 */
export function HydratedButton(props: ComponentProps<"button">) {
  const hydrated = useHydrated();
  return <button data-needs-script={hydrated ? undefined : ""} {...props} />;
}
