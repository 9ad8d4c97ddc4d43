import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { SlotCapacityEditor } from "../features/delivery-slots/index.ts";

/** How many orders each delivery slot takes, closed dates and the same-day lead time. */
export default function AdminDeliverySlotsPage() {
  useDocumentTitle("Delivery slots");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Delivery slots</h1>
      <p className="admin-field__hint">
        Customers see a slot that has no place left as &ldquo;Full&rdquo;. A payment that still arrives for it becomes an order, marked
        &ldquo;Over capacity&rdquo; in Orders.
      </p>
      <SlotCapacityEditor />
    </div>
  );
}
