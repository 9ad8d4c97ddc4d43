import type { ReactNode } from "react";
import { toast } from "sonner";
import { MESSAGES, ORDER_STATUSES, formatRupees, type OrderStatus } from "@taaza/domain";
import { ProductThumb } from "../../../components/product-thumb.tsx";
import { formatCalendarDay, formatDateTime } from "../../../lib/format.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useChangeOrderStatus } from "../api/change-order-status.ts";
import type { AdminOrder } from "../api/order.ts";

/** What an expanded order shows: the customer, the delivery, the items, the status and its history. */
export function OrderDetails({ order, showAddress = false }: { order: AdminOrder; showAddress?: boolean }) {
  const { shippingAddress: address } = order;
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
          <Fact label="Delivery">
            {formatCalendarDay(order.time.day)} · {order.time.slot}
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
              <ProductThumb file={line.product.images[0]} alt="" size={56} className="order-item__image" />
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

      {order.statusHistory.length > 0 && (
        <section aria-label="Status history" className="order-history">
          <h4 className="order-history__title">Status history</h4>
          <ol className="order-history__list">
            {order.statusHistory.map((change) => (
              <li key={`${change.changedAt}-${change.to}`}>
                <span className="tabular">{formatDateTime(change.changedAt)}</span>: {change.from} → <strong>{change.to}</strong>
                {" by "}
                {change.changedBy ?? "a removed admin"}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function StatusControls({ order }: { order: AdminOrder }) {
  const changeStatus = useChangeOrderStatus();
  const setStatus = (status: OrderStatus) =>
    changeStatus.mutate(
      { order, status },
      {
        onSuccess: () => toast.success(MESSAGES.order.statusChanged),
        onError: (error) => reportFailure(MESSAGES.order.statusFailed, error),
      },
    );

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

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{status}</span>;
}
