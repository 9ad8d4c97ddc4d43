import type { FulfilmentStep, Order } from "@taaza/domain";

const STEP_NAMES: Record<FulfilmentStep, string> = {
  placed: "Placed",
  packed: "Packed",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  failed: "Delivery failed",
};

/** The order's fulfilment step and rider beside its status, flagged when it is out after its slot ended. */
export function DeliveryStep({ order }: { order: Order }) {
  const delivery = order.delivery;
  if (!delivery || order.status === "Canceled") return null;
  return (
    <span className="delivery-step">
      <span className="delivery-step__name">{STEP_NAMES[delivery.step]}</span>
      {delivery.rider && <span className="admin-muted"> · {delivery.rider}</span>}
      {delivery.locked && <span className="delivery-step__flag"> · Code locked</span>}
      {delivery.late && <span className="delivery-step__flag delivery-step__late">Running late</span>}
    </span>
  );
}

/** The slots with an order still out after the slot's end, among the orders shown. */
export function lateSlots(orders: readonly Order[]): string[] {
  const slots = orders.filter((o) => o.delivery?.late).map((o) => `${o.time.day} ${o.time.slot}`);
  return [...new Set(slots)];
}

export function LateSlotsNotice({ orders }: { orders: readonly Order[] }) {
  const late = lateSlots(orders);
  if (late.length === 0) return null;
  return (
    <p className="late-slots" role="status">
      <strong>Running late:</strong> {late.join(", ")}: orders still out for delivery after the slot ended.
    </p>
  );
}
