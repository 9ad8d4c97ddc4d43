import { lazy, Suspense, type ReactNode } from "react";
import { EXPRESS_SLOT, ORDER_STATUSES, describeDeliveryDate, expressDeadline, formatRupees, type OrderStatus } from "@taaza/domain";
import { ProductThumb } from "../../../../components/ui/product-thumb.tsx";
import { formatCalendarDay, formatDateTime, formatTime } from "../../../lib/format.ts";
import { slotLabel } from "../../../lib/slot-label.ts";
import { historyPath } from "../../../lib/history-path.ts";
import { useStaffRole } from "../../../lib/staff-role.ts";
import { Link } from "react-router";
import { useOrderStatusChange } from "../hooks/use-order-status-change.ts";
import type { AdminOrder } from "../api/order.ts";
import { OrderRefunds } from "./order-refunds.tsx";
import "../../../components/admin-cards.css";

// Lazy as on the customer's order page, so both load the one shared chunk the same way.
const DownloadButton = lazy(() => import("../../../../components/ui/download-button.tsx"));

/** What an expanded order shows: the customer, the delivery, the items, the status and its history. */
export function OrderDetails({ order, showAddress = false }: { order: AdminOrder; showAddress?: boolean }) {
  const { shippingAddress: address } = order;
  const role = useStaffRole();
  return (
    <div className="order-details">
      <section aria-label="Customer">
        <dl className="admin-facts">
          <Fact label="Name">
            {address.firstName} {address.lastName}
          </Fact>
          <Fact label="Customer ID">{order.userId.userId}</Fact>
          <Fact label="Contact">
            <a href={`tel:+91${address.phoneNo}`} className="tabular">
              {address.phoneNo}
            </a>
          </Fact>
          <Fact label="Email" wide={showAddress}>
            <a href={`mailto:${order.userId.email}`}>{order.userId.email}</a>
          </Fact>
          <Fact label="Payment">{order.paymentMethod}</Fact>
          {role === "owner" && (
            <Fact label="History">
              <Link to={historyPath("order", order._id)}>Who did what</Link>
            </Fact>
          )}
          {order.billNumber && (
            <Fact label="Bill">
              <span className="tabular">{order.billNumber}</span>{" "}
              <Suspense fallback={null}>
                <DownloadButton
                  path={`/orders/${encodeURIComponent(order._id)}/bill.pdf`}
                  fileName="bill.pdf"
                  label="Download bill"
                  className="btn btn--secondary btn--small"
                />
              </Suspense>
            </Fact>
          )}
          <Fact label="Delivery">
            {formatCalendarDay(order.time.day)} · {order.time.slot}
            {order.time.slot === EXPRESS_SLOT && <> · due by {formatTime(expressDeadline(order.createdAt))}</>}
          </Fact>
          {showAddress && (
            <Fact label="Address" wide>
              <OrderAddress order={order} />
            </Fact>
          )}
        </dl>
      </section>

      <section aria-label="Items" className="order-details__items">
        <ul className="order-items">
          {order.products.map((line, index) => (
            <li key={`${line.product._id ?? line.product.name}-${index}`} className="order-item">
              <ProductThumb file={line.product.images[0]} size={56} className="order-item__image" />
              <span className="order-item__name">
                {line.product.name}
                <span className="admin-muted tabular"> · {line.product.weight} g</span>
              </span>
              <span className="order-item__qty tabular">× {line.quantity}</span>
              <span className="order-item__price tabular">{formatRupees(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="order-bill tabular">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatRupees(order.subtotal)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{formatRupees(order.deliveryCharges)}</dd>
          </div>
          <div className="order-bill__total">
            <dt>Total</dt>
            <dd>{formatRupees(order.billPrice)}</dd>
          </div>
        </dl>
      </section>

      <StatusControls order={order} />

      <OrderRefunds order={order} />

      {order.statusHistory.length > 0 && (
        <section aria-label="Status history" className="order-history">
          <h4 className="order-history__title">Status history</h4>
          <ol className="order-history__list">
            {order.statusHistory.map((change) => (
              <li key={`${change.changedAt}-${change.to}`}>
                <span className="tabular">{formatDateTime(change.changedAt)}</span>: {change.from === null ? "Placed" : change.from} →{" "}
                <strong>{change.to}</strong>
                {" by "}
                {change.changedBy ?? "a removed account"}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function StatusControls({ order }: { order: AdminOrder }) {
  const changeStatus = useOrderStatusChange();
  const setStatus = (status: OrderStatus) => changeStatus.setStatus(order, status);

  return (
    <div className="order-status" role="group" aria-label={`Status of order ${order.billId}`}>
      <span className="order-status__label">Status</span>
      {ORDER_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          className={`order-status__button order-status__button--${status}`}
          aria-pressed={order.status === status}
          disabled={changeStatus.isPending}
          onClick={() => order.status !== status && setStatus(status)}
        >
          {status}
        </button>
      ))}
    </div>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "admin-facts__wide" : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrderAddress({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  return (
    <>
      {a.firstName} {a.lastName}, {a.address}
      {a.landmark ? `, ${a.landmark}` : ""}, {a.city} {a.pincode}
      <br />
      <span className="tabular">Ph: {a.phoneNo}</span>
    </>
  );
}

/**
 * When the order is to be delivered, as staff plan the day: the day (Today, Tomorrow or the
 * date) and the slot; an express order is flagged with the time it must be at the door.
 */
export function DeliverySlot({ order, now }: { order: AdminOrder; now: Date }) {
  const day = describeDeliveryDate(order.time.day, now);
  if (order.time.slot !== EXPRESS_SLOT) {
    return (
      <span className="delivery-slot tabular">
        {day} · {slotLabel(order.time.slot)}
      </span>
    );
  }
  return (
    <span className="delivery-slot tabular">
      <span className="delivery-slot__express">Express</span> {day} · by {formatTime(expressDeadline(order.createdAt))}
    </span>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{status}</span>;
}
