import { ErrorState } from "../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSlotCapacity } from "../features/delivery-slots/api/delivery-slots.ts";
import { ClosedDates } from "../features/delivery-slots/components/closed-dates.tsx";
import { SlotOverrides } from "../features/delivery-slots/components/slot-override-form.tsx";
import { SlotSettingsForm } from "../features/delivery-slots/components/slot-settings-form.tsx";
import { UpcomingSlots } from "../features/delivery-slots/components/upcoming-slots.tsx";
import "../features/delivery-slots/components/delivery-slots.css";

/** How many orders each delivery slot takes, closed dates and the same-day lead time. */
export default function AdminDeliverySlotsPage() {
  useDocumentTitle("Delivery slots");
  const settings = useSlotCapacity();
  const today = settings.data?.upcoming[0]?.date ?? "";

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Delivery slots</h1>
      <p className="admin-field__hint">
        Customers see a slot that has no place left as &ldquo;Full&rdquo;. A payment that still arrives for it becomes an order, marked
        &ldquo;Over capacity&rdquo; in Orders.
      </p>
      {settings.isPending ? (
        <div className="admin-cards" role="status">
          <span className="visually-hidden">Loading…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="skeleton admin-skeleton-card" />
          ))}
        </div>
      ) : settings.isError ? (
        <ErrorState message="We couldn't load the delivery slot settings." onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <UpcomingSlots settings={settings.data} />
          <SlotSettingsForm key={JSON.stringify([settings.data.leadTimeMinutes, settings.data.defaults])} settings={settings.data} />
          <SlotOverrides settings={settings.data} today={today} />
          <ClosedDates settings={settings.data} today={today} />
        </>
      )}
    </div>
  );
}
