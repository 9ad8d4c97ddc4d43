import type { Order } from "@taaza/domain";
import { orderStatusText } from "../order-status.ts";

/** The customer-facing status as a coloured label (colour is never the only signal: the text says it). */
export function OrderStatusBadge({ order }: { order: Order }) {
  const tone = order.status === "Canceled" ? "canceled" : order.status === "Delivered" ? "delivered" : "pending";
  return (
    <span className={`order-status order-status--${tone}`}>
      <span className="visually-hidden">Status: </span>
      {orderStatusText(order)}
    </span>
  );
}
