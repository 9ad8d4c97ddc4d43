import { Link, useLocation, useParams } from "react-router";
import { ApiError } from "../lib/api-client.ts";
import { ErrorState } from "../components/ui/list-state.tsx";
import { useSession } from "../hooks/use-session.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { useOrder } from "../features/orders/api/get-order.ts";
import { OrderDetails } from "../features/orders/components/order-details.tsx";
import { ReorderButton } from "../features/orders/components/reorder-button.tsx";
import { useOpenBasket } from "../features/basket/hooks/use-open-basket.ts";
import { NeedHelp } from "../features/shop/components/need-help.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./order-page.css";

/** Signing in from an order link stays on that order. */
const stayOnOrder = () => undefined;

/** /order/{id}: one order of the signed-in customer. */
export default function OrderPage() {
  const { id = "" } = useParams();
  const session = useSession();
  const authPanel = useAuthPanel();
  const location = useLocation();
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;
  const order = useOrder(id, { enabled: session !== null });
  const openBasket = useOpenBasket();
  useDocumentTitle(order.data ? `Order ${order.data.billId}` : "Order");

  if (!session) {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">Your order</h1>
        <p className="page__text">Sign in to see this order.</p>
        <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin", stayOnOrder)}>
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
      <div className="order-page__after">
        {/* Staff have no basket; only the customer who ordered can reorder. */}
        {session.user.userType !== "Admin" && order.data.userId._id === session.user._id && (
          <div className="order-page__reorder">
            <ReorderButton orderId={order.data._id} userId={session.user._id} onDone={openBasket} />
            <p className="order-page__reorder-note">The same items, at today&apos;s prices.</p>
          </div>
        )}
        <NeedHelp billId={order.data.billId} />
      </div>
      <p>
        <Link to="/myaccount">See all your orders</Link>
      </p>
    </div>
  );
}
