import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { OrdersBrowser } from "../features/orders/index.ts";

export default function AdminOrdersPage() {
  useDocumentTitle("Orders");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Orders</h1>
      <OrdersBrowser />
    </div>
  );
}
