import { DeliveryStep } from "./delivery-step.tsx";
import { formatRupees, nameWithVariant } from "@taaza/domain";
import { ChevronIcon } from "../../../components/chevron-icon.tsx";
import { ExpandButton, type OpenItem } from "../../../components/expandable.tsx";
import { formatDate } from "../../../lib/format.ts";
import type { AdminOrder } from "../api/order.ts";
import { DeliverySlot, OrderDetails, StatusBadge } from "./order-details.tsx";
import "../../../components/admin-cards.css";
import { OverbookedBadge } from "./overbooked-badge.tsx";

/** The phone layout (450px or less): one card per order, tapped open for everything else. */
export function OrderCards({
  orders,
  firstNumber,
  now,
  opened,
}: {
  orders: AdminOrder[];
  firstNumber: number;
  now: Date;
  opened: OpenItem;
}) {
  const { isOpen, toggle } = opened;
  return (
    <ol className="admin-cards" start={firstNumber}>
      {orders.map((order, index) => {
        const open = isOpen(order._id);
        const bodyId = `order-card-${order._id}`;
        return (
          <li key={order._id} className="admin-cards__item">
            <ExpandButton
              className="admin-cards__toggle admin-expand-card"
              open={open}
              controls={bodyId}
              onToggle={() => toggle(order._id)}
            >
              <span className="order-card__title">
                <span className="admin-muted tabular">{firstNumber + index}.</span> <strong className="tabular">{order.billId}</strong>{" "}
                <OverbookedBadge order={order} />
              </span>
              <StatusBadge status={order.status} />
              <DeliveryStep order={order} />
              <span className="order-card__products">
                {order.products.map((line) => `${nameWithVariant(line.product.name, line.variant?.label)} × ${line.quantity}`).join(", ")}
              </span>
              <span className="order-card__price tabular">{formatRupees(order.billPrice)}</span>
              <span className="order-card__delivery">
                <DeliverySlot order={order} now={now} />
              </span>
              <span className="admin-muted tabular order-card__date">
                {formatDate(order.createdAt)} · {order.shippingAddress.city} {order.shippingAddress.pincode}
              </span>
              <ChevronIcon className="admin-expand__chevron order-card__chevron" />
            </ExpandButton>
            {open && (
              <div id={bodyId} className="admin-cards__body">
                <OrderDetails order={order} showAddress />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
