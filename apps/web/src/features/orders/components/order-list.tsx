import { Link } from "react-router";
import { EmptyState, ErrorState } from "../../../components/ui/list-state.tsx";
import { useOrders } from "../api/get-orders.ts";
import { placedAt } from "../order-status.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import "./orders.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";
import { formatRupees } from "@taaza/domain";

/** The customer's orders, newest first, each opening /order/{id}. */
export function OrderList() {
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div role="status" aria-busy="true" className="order-list">
        <span className="visually-hidden">{t(ordersText.loadingOrders)}</span>
        {[0, 1].map((index) => (
          <span key={index} className="skeleton order-list__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return <ErrorState message={t(ordersText.ordersFailed)} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) return <EmptyState>{t(shellText.noOrders)}</EmptyState>;

  return (
    <ul className="order-list" role="list">
      {orders.data.map((order) => {
        const pieces = order.products.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <li key={order._id}>
            <Link to={`/order/${order._id}`} className="order-row">
              <span className="order-row__main">
                <span className="order-row__bill tabular">{t(ordersText.orderTitle, { billId: order.billId })}</span>
                <span className="order-row__meta">
                  {placedAt(order)} · {t(ordersText.itemCount, { count: pieces })}
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
