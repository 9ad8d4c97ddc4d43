import type { OverbookedReason } from "@taaza/domain";
import type { AdminOrder } from "../api/order.ts";

const LABELS: Record<OverbookedReason, string> = {
  full: "Over capacity",
  closed: "Slot closed",
  "cut-off": "After cut-off",
};

/** Paid for a slot that was full, closed or past its cut-off when the payment arrived: staff must arrange it. */
export function OverbookedBadge({ order }: { order: AdminOrder }) {
  if (!order.overbooked) return null;
  const label = LABELS[order.overbookedReason ?? "full"];
  return (
    <span className="overbooked-badge" title="Accepted because the customer had paid; arrange this delivery">
      {label}
    </span>
  );
}
