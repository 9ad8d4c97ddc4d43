import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useAuthPanel } from "../../../hooks/use-auth-panel.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useOrder } from "../api/get-order.ts";
import { useOrderEvents } from "../api/order-events.ts";
import { OrderDetails } from "./order-details.tsx";
import { OrderTracking } from "./order-tracking.tsx";
import { ReorderButton } from "./reorder-button.tsx";
import "./order-view.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";

/** Signing in from an order link stays on that order. */
const stayOnOrder = () => undefined;

type OrderViewProps = {
  id: string;
  /** Reordered: the items are back in the basket, which is shown. */
  onReordered: () => void;
  /** Beside the order: how to reach the shop about it. */
  renderHelp: (billId: string) => ReactNode;
};

/** One order of the signed-in customer: its details and timeline, Reorder, and help with it. */
export function OrderView({ id, onReordered, renderHelp }: OrderViewProps) {
  const session = useSession();
  const authPanel = useAuthPanel();
  const location = useLocation();
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;
  const order = useOrder(id, { enabled: session !== null });
  // The customer's own order on its way: its changes arrive live.
  const onItsWay = order.data?.status === "Pending" && order.data.userId._id === session?.user._id;
  useOrderEvents(id, onItsWay);
  useDocumentTitle(order.data ? t(ordersText.orderTitle, { billId: order.data.billId }) : t(ordersText.order));

  if (!session) {
    return (
      <div className="container page page--centered">
        <h1 className="page__title">{t(ordersText.yourOrder)}</h1>
        <p className="page__text">{t(ordersText.signInToSee)}</p>
        <button type="button" className="btn btn--primary" onClick={() => authPanel.open("signin", stayOnOrder)}>
          {t(ordersText.signIn)}
        </button>
      </div>
    );
  }

  if (order.isPending) {
    return (
      <div className="container page" role="status" aria-busy="true">
        <span className="visually-hidden">{t(ordersText.loading)}</span>
        <span className="skeleton order-page__skeleton-title" aria-hidden="true" />
        <span className="skeleton order-page__skeleton-block" aria-hidden="true" />
      </div>
    );
  }

  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return missing ? (
      <div className="container page page--centered">
        <h1 className="page__title">{t(ordersText.notFound)}</h1>
        <p className="page__text">{t(ordersText.notFoundText)}</p>
        <Link to="/myaccount" className="btn btn--primary">
          {t(ordersText.myOrders)}
        </Link>
      </div>
    ) : (
      <div className="container page">
        <ErrorState message={t(ordersText.loadFailed)} onRetry={() => void order.refetch()} />
      </div>
    );
  }

  return (
    <div className="container page order-page">
      {/* A cancelled order is never promised a delivery; its page says what happened instead. */}
      {justPlaced && order.data.status !== "Canceled" && (
        <p className="order-page__placed" role="status">
          {t(ordersText.thankYou)}
        </p>
      )}
      <SectionBoundary>
        <OrderTracking order={order.data} />
      </SectionBoundary>
      <SectionBoundary>
        <OrderDetails order={order.data} isOwner={order.data.userId._id === session.user._id} />
      </SectionBoundary>
      <div className="order-page__after">
        {/* Staff have no basket; only the customer who ordered can reorder. */}
        {session.user.userType !== "Admin" && order.data.userId._id === session.user._id && (
          <div className="order-page__reorder">
            <ReorderButton orderId={order.data._id} userId={session.user._id} onDone={onReordered} />
            <p className="order-page__reorder-note">{t(ordersText.reorderNote)}</p>
          </div>
        )}
        <SectionBoundary>{renderHelp(order.data.billId)}</SectionBoundary>
      </div>
      <p>
        <Link to="/myaccount">{t(ordersText.seeAll)}</Link>
      </p>
    </div>
  );
}
