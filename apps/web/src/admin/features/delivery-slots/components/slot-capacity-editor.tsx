import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { useSlotCapacity } from "../api/delivery-slots.ts";
import { ClosedDates } from "./closed-dates.tsx";
import { SlotOverrides } from "./slot-override-form.tsx";
import { SlotSettingsForm } from "./slot-settings-form.tsx";
import { UpcomingSlots } from "./upcoming-slots.tsx";
import "./delivery-slots.css";

/** The next days' places taken, each slot's capacity, the days' own capacities and the closed dates. */
export function SlotCapacityEditor() {
  const settings = useSlotCapacity();
  const today = settings.data?.upcoming[0]?.date ?? "";

  return settings.isPending ? (
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
      <SectionBoundary>
        <UpcomingSlots settings={settings.data} />
      </SectionBoundary>
      <SectionBoundary>
        <SlotSettingsForm key={JSON.stringify([settings.data.leadTimeMinutes, settings.data.defaults])} settings={settings.data} />
      </SectionBoundary>
      <SectionBoundary>
        <SlotOverrides settings={settings.data} today={today} />
      </SectionBoundary>
      <SectionBoundary>
        <ClosedDates settings={settings.data} today={today} />
      </SectionBoundary>
    </>
  );
}
