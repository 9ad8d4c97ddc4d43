import type { ReactNode } from "react";
import "./table-scroll.css";

/**
 * The box a wide table scrolls in on narrow screens. It can take focus, so keyboard users can
 * scroll it too, and it is named after its table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
