import type { ComponentProps } from "react";

/**
 * A `<button>` that needs the script. On a page drawn by the server it is hidden (its place kept:
 * `visibility: hidden`, base.css) until main.tsx hands the page to React, so nobody taps a button
 * that cannot answer yet, and nobody without JavaScript sees one that never will. From then on a
 * tap is never lost: React hydrates the part it is in at once and replays it
 * (docs/decisions/022-react-everywhere.md). `ref` reaches the button, as a prop of function
 * components does on React 19.
 */
export function HydratedButton(props: ComponentProps<"button">) {
  return <button data-needs-script="" {...props} />;
}
