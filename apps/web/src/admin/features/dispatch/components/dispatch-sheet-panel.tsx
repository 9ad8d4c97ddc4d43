import { Link } from "react-router";
import { SlotFields, useChosenSlot } from "../../../components/slot-fields.tsx";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { dispatchPath, useDispatchSheet } from "../api/get-dispatch-sheet.ts";
import { DispatchSheetView } from "./dispatch-sheet-view.tsx";
import { RiderAssignments } from "./rider-assignments.tsx";
import "./dispatch.css";

/** Staff pack a slot from this sheet: pick a day and slot (kept in the address), then print or download it. */
export function DispatchSheetPanel() {
  const { date, slot, choose } = useChosenSlot();
  const sheet = useDispatchSheet(date, slot);
  const fileBase = `dispatch-${date}-${slot}`;

  return (
    <>
      <h1 className="admin-page__title">
        Dispatch sheet <span className="tabular">{date}</span>, {slot}
      </h1>
      <div className="admin-toolbar dispatch-no-print">
        <div className="admin-field-row">
          <SlotFields date={date} slot={slot} onChoose={choose} />
          <div className="admin-buttons">
            <button type="button" className="btn btn--primary" onClick={() => window.print()} disabled={!sheet.data}>
              Print
            </button>
            <DownloadButton path={dispatchPath(date, slot, ".csv")} fileName={`${fileBase}.csv`} label="Download CSV" />
            <DownloadButton path={dispatchPath(date, slot, ".pdf")} fileName={`${fileBase}.pdf`} label="Download PDF" />
            <Link className="btn btn--secondary" to={`/admin/packing?${new URLSearchParams({ date, slot }).toString()}`}>
              Weigh and pack
            </Link>
          </div>
        </div>
      </div>

      <RiderAssignments date={date} slot={slot} />

      <section aria-label="Dispatch sheet" aria-busy={sheet.isFetching}>
        <SectionBoundary>
          {sheet.isPending ? (
            <div role="status" className="admin-cards">
              <span className="visually-hidden">Loading…</span>
              <div className="skeleton admin-skeleton-card" />
            </div>
          ) : sheet.isError ? (
            <ErrorState message="We couldn't load the dispatch sheet." onRetry={() => void sheet.refetch()} />
          ) : sheet.data.orders.length === 0 ? (
            <EmptyState>No orders to pack for this slot.</EmptyState>
          ) : (
            <DispatchSheetView sheet={sheet.data} />
          )}
        </SectionBoundary>
      </section>
    </>
  );
}
