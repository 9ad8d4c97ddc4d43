import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { DELIVERY_SLOTS, deliveryDate } from "@taaza/domain";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { dispatchPath, useDispatchSheet } from "../api/get-dispatch-sheet.ts";
import { DispatchSheetView } from "./dispatch-sheet-view.tsx";
import "./dispatch.css";

/** Staff pack a slot from this sheet: pick a day and slot (kept in the address), then print or download it. */
export function DispatchSheetPanel() {
  const [params, setParams] = useSearchParams();
  const date = params.get("date") || deliveryDate("Today", new Date());
  const slot = params.get("slot") || DELIVERY_SLOTS[1].slot;
  const sheet = useDispatchSheet(date, slot);
  const dateId = useId();
  const slotId = useId();
  const choose = (key: "date" | "slot", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const fileBase = `dispatch-${date}-${slot}`;

  return (
    <>
      <h1 className="admin-page__title">
        Dispatch sheet <span className="tabular">{date}</span>, {slot}
      </h1>
      <div className="admin-toolbar dispatch-no-print">
        <div className="admin-field-row">
          <div className="admin-field">
            <label htmlFor={dateId} className="admin-field__label">
              Delivery date
            </label>
            <input
              id={dateId}
              type="date"
              className="admin-input"
              value={date}
              required
              onChange={(event) => event.target.value && choose("date", event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={slotId} className="admin-field__label">
              Slot
            </label>
            <select id={slotId} className="admin-select" value={slot} onChange={(event) => choose("slot", event.target.value)}>
              {DELIVERY_SLOTS.map((s) => (
                <option key={s.slot} value={s.slot}>
                  {s.slot}
                </option>
              ))}
            </select>
          </div>
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
