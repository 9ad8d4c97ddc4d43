import { Link, useLocation, useParams } from "react-router";
import { ApiError } from "../lib/api-client.ts";
import { ErrorState } from "../components/ui/list-state.tsx";
import { useSession } from "../features/auth/hooks/use-session.ts";
import { useAuthPanel } from "../features/auth/hooks/use-auth-panel.ts";
import { useOrder } from "../features/orders/api/get-order.ts";
import { OrderDetails } from "../features/orders/components/order-details.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./order-page.css";

/** /order/{id}: one order of the signed-in customer. */
export default function OrderPage() {
  const { id = "" } = useParams();
  const session = useSession();
  const authPanel = useAuthPanel();
  const location = useLocation();
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;
  const order = useOrder(id, { enabled: session !== null });
  useDocumentTitle(order.data ? `Order ${order.data.billId}` : "Order");

  if (!session) {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">Your order</h1>
        <p className="page__text">Sign in to see this order.</p>
        <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin")}>
          Sign In
        </button>
      </div>
    );
  }

  if (order.isPending) {
    return (
      <div className="container page" role="status" aria-busy="true">
        <span className="visually-hidden">Loading your order…</span>
        <span className="skeleton order-page__skeleton-title" aria-hidden="true" />
        <span className="skeleton order-page__skeleton-block" aria-hidden="true" />
      </div>
    );
  }

  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return missing ? (
      <div className="container page page--centered">
        <h1 className="page__title">Order not found</h1>
        <p className="page__text">We couldn&apos;t find this order in your account. Your orders are listed on your account page.</p>
        <Link to="/myaccount" className="btn btn--primary">
          My orders
        </Link>
      </div>
    ) : (
      <div className="container page">
        <ErrorState message="We couldn't load this order. Please try again." onRetry={() => void order.refetch()} />
      </div>
    );
  }

  return (
    <div className="container page order-page">
      {justPlaced && (
        <p className="order-page__placed" role="status">
          Thank you! We have your order and will deliver it in the slot you chose.
        </p>
      )}
      <OrderDetails order={order.data} />
      <p>
        <Link to="/myaccount">See all your orders</Link>
      </p>
    </div>
  );
}
