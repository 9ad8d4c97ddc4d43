import { Link } from "react-router";
import { MESSAGES } from "@taaza/domain";
import { formatRupees } from "../../../lib/i18n/format.ts";
import { EmptyState, ErrorState } from "../../../components/ui/list-state.tsx";
import { useOrders } from "../api/get-orders.ts";
import { placedAt } from "../order-status.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import "./orders.css";

/** The customer's orders, newest first, each opening /order/{id}. */
export function OrderList() {
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div role="status" aria-busy="true" className="order-list">
        <span className="visually-hidden">Loading your orders…</span>
        {[0, 1].map((index) => (
          <span key={index} className="skeleton order-list__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return <ErrorState message="We couldn't load your orders. Please try again." onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) return <EmptyState>{MESSAGES.list.noOrders}</EmptyState>;

  return (
    <ul className="order-list" role="list">
      {orders.data.map((order) => {
        const pieces = order.products.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <li key={order._id}>
            <Link to={`/order/${order._id}`} className="order-row">
              <span className="order-row__main">
                <span className="order-row__bill tabular">Order {order.billId}</span>
                <span className="order-row__meta">
                  {placedAt(order)} · {pieces} {pieces === 1 ? "item" : "items"}
                </span>
              </span>
              <span className="order-row__side">
                <span className="order-row__total tabular">{formatRupees(order.billPrice)}</span>
                <OrderStatusBadge order={order} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
