import type { Order } from "@taaza/domain";
import { orderStatusText } from "../order-status.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";

/** The customer-facing status as a coloured label (colour is never the only signal: the text says it). */
export function OrderStatusBadge({ order }: { order: Order }) {
  const tone = order.status === "Canceled" ? "canceled" : order.status === "Delivered" ? "delivered" : "pending";
  return (
    <span className={`order-status order-status--${tone}`}>
      <span className="visually-hidden">{t(ordersText.status)}</span>
      {orderStatusText(order)}
    </span>
  );
}
