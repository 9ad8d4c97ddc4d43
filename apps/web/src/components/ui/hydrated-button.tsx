import type { ComponentProps } from "react";
import { useHydrated } from "../../hooks/use-hydrated.ts";

/**
 * A `<button>` that stays disabled until the page is hydrated. On a page drawn by the server, a tap
 * on its HTML before the code has arrived would do nothing and be lost; disabled, the button makes
 * the visitor wait for it instead. `e2e/tests/server-rendered-pages.spec.ts` checks that every
 * button the server draws is disabled. Any other reason to wait comes in as `disabled` (kept in
 * its place among the attributes, so the browser draws what the server did); `ref` reaches the
 * button, as a prop of function components does on React 19 and Preact 11.
 */
export function HydratedButton(props: ComponentProps<"button">) {
  const hydrated = useHydrated();
  return <button {...props} disabled={!hydrated || props.disabled} />;
}
