import { Link } from "react-router";
import { formatRupees } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useCustomerOrders } from "../api/get-customer-orders.ts";

/** The customer's newest orders, each a link to it in the orders list (found by its bill id). */
export function CustomerOrders({ customerId, name }: { customerId: string; name: string }) {
  const orders = useCustomerOrders(customerId);
  return (
    <section className="customer-orders" aria-label={`Orders of ${name}`}>
      <h3 className="customer-orders__title">Orders</h3>
      {orders.isPending ? (
        <p role="status" className="admin-muted">
          Loading orders…
        </p>
      ) : orders.isError ? (
        <ErrorState message="We couldn't load this customer's orders." onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <p className="admin-muted">No orders yet.</p>
      ) : (
        <>
          <ul className="customer-orders__list">
            {orders.data.data.map((order) => (
              <li key={order._id} className="customer-orders__item">
                <Link to={`/admin/customer-orders?search=${encodeURIComponent(order.billId)}`} className="tabular">
                  {order.billId}
                </Link>
                <span className="admin-muted">{formatDate(order.createdAt)}</span>
                <span>{order.status}</span>
                <span className="tabular num">{formatRupees(order.billPrice)}</span>
              </li>
            ))}
          </ul>
          {orders.data.total > orders.data.data.length && (
            <p className="admin-muted">
              Newest {orders.data.data.length} of {orders.data.total} orders.
            </p>
          )}
        </>
      )}
    </section>
  );
}
