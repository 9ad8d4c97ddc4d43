import { useCallback, useId, useState } from "react";
import { ADMIN_PAGE_SIZE, DELIVERY_SLOTS, ORDER_STATUSES, isCalendarDate, type OrderStatus, LIST_MESSAGES } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useOpenItem } from "../../../components/expandable.tsx";
import { useMediaQuery } from "../../../../hooks/use-media-query.ts";
import { ADMIN_PHONE_QUERY } from "../../../lib/admin-phone-query.ts";
import { useListParams } from "../../../lib/list-params.ts";
import { formatCalendarDay } from "../../../lib/format.ts";
import { slotLabel } from "../../../lib/slot-label.ts";
import { useAdminOrders } from "../api/get-admin-orders.ts";
import { LateSlotsNotice } from "./delivery-step.tsx";
import { OrderCards } from "./order-cards.tsx";
import { OrdersTable } from "./orders-table.tsx";
import "./orders.css";

const FILTER_KEYS = ["search", "status", "date", "slot"] as const;

const DAYS: { date: string; label: string }[] = [
  { date: "", label: "Any day" },
  { date: "today", label: "Today" },
  { date: "tomorrow", label: "Tomorrow" },
];

const FILTERS: { status: OrderStatus | null; label: string }[] = [
  { status: null, label: "All Orders" },
  { status: "Delivered", label: "Completed" },
  { status: "Pending", label: "Pending" },
  { status: "Canceled", label: "Canceled" },
];

/** Staff's orders: searched by bill id, filtered by status, delivery day and slot, newest first. */
export function OrdersBrowser() {
  const { values, page, setFilter, setPage } = useListParams(FILTER_KEYS);
  const status = (ORDER_STATUSES as readonly string[]).includes(values.status) ? (values.status as OrderStatus) : null;
  // Only what the server accepts leaves the address bar: a mistyped link shows every order.
  const date = values.date === "today" || values.date === "tomorrow" || isCalendarDate(values.date) ? values.date : "";
  const slot = DELIVERY_SLOTS.some((s) => s.slot === values.slot) ? values.slot : "";
  const orders = useAdminOrders({ search: values.search, status, date, slot, page });
  // "Today" and "Tomorrow" beside each order are read against the time the page opened.
  const [now] = useState(() => new Date());
  const dateInputId = useId();
  const slotSelectId = useId();
  const phone = useMediaQuery(ADMIN_PHONE_QUERY);
  // The open order lives here, not in the table or the cards: a viewport that flips between the
  // two for a moment (a browser's full-page capture, a rotated tablet) must not close it (issue 33).
  const opened = useOpenItem();
  const onSearch = useCallback((text: string) => setFilter("search", text), [setFilter]);
  const filterLabel = [
    FILTERS.find((f) => f.status === status)?.label ?? "All Orders",
    date && `for delivery ${DAYS.find((d) => d.date === date)?.label.toLowerCase() ?? `on ${formatCalendarDay(date)}`}`,
    slot && `in the ${slotLabel(slot)} slot`,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <>
      <div className="admin-toolbar">
        <SearchField
          label="Search orders by bill id, bill number, customer name, phone or email"
          placeholder="Bill id, bill number, name, phone or email"
          value={values.search}
          onSearch={onSearch}
        />
      </div>
      <ul className="admin-segments" aria-label="Show orders">
        {FILTERS.map((filter) => (
          <li key={filter.label}>
            <button
              type="button"
              className="admin-segment"
              aria-pressed={filter.status === status}
              onClick={() => setFilter("status", filter.status ?? "")}
            >
              {filter.label}
            </button>
          </li>
        ))}
      </ul>
      <div className="orders-filters">
        <fieldset className="orders-filters__days">
          <legend>Delivery date</legend>
          {DAYS.map((day) => (
            <button
              key={day.label}
              type="button"
              className="admin-segment"
              aria-pressed={date === day.date}
              onClick={() => setFilter("date", day.date)}
            >
              {day.label}
            </button>
          ))}
          <label htmlFor={dateInputId} className="visually-hidden">
            Delivery on a date
          </label>
          <input
            id={dateInputId}
            type="date"
            className="admin-input orders-filters__date"
            value={isCalendarDate(date) ? date : ""}
            onChange={(event) => setFilter("date", event.target.value)}
          />
        </fieldset>
        <div className="admin-field">
          <label htmlFor={slotSelectId} className="admin-field__label">
            Slot
          </label>
          <select
            id={slotSelectId}
            className="admin-select orders-filters__slot"
            value={slot}
            onChange={(event) => setFilter("slot", event.target.value)}
          >
            <option value="">Any slot</option>
            {DELIVERY_SLOTS.map(({ slot: value }) => (
              <option key={value} value={value}>
                {slotLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-label="Orders list" aria-busy={orders.isFetching}>
        <SectionBoundary>
          {orders.isPending ? (
            <ListSkeleton phone={phone} />
          ) : !orders.data ? (
            <ErrorState message="We couldn't load the orders." onRetry={() => void orders.refetch()} />
          ) : orders.data.data.length === 0 ? (
            <EmptyState>{LIST_MESSAGES.noOrders}</EmptyState>
          ) : (
            <div className="admin-page">
              {/* A live update that fails to read keeps the list drawn: an open order, its refund
                  dialog and what staff typed there stay (issue 33). */}
              {orders.isRefetchError && (
                <p className="orders-stale" role="status">
                  We couldn't read the orders again. What you see may be out of date.{" "}
                  <button type="button" className="btn btn--secondary btn--small" onClick={() => void orders.refetch()}>
                    Try again
                  </button>
                </p>
              )}
              <LateSlotsNotice orders={orders.data.data} />
              {phone ? (
                <OrderCards
                  orders={orders.data.data}
                  firstNumber={firstNumber(orders.data.page, orders.data.pageSize)}
                  now={now}
                  opened={opened}
                />
              ) : (
                <OrdersTable
                  orders={orders.data.data}
                  firstNumber={firstNumber(orders.data.page, orders.data.pageSize)}
                  now={now}
                  opened={opened}
                  caption={`${filterLabel}${values.search ? ` matching “${values.search}”` : ""}, newest first. Choose an Order ID to see its details.`}
                />
              )}
              <Pagination
                page={orders.data.page}
                label="Orders pages"
                counted={{ total: orders.data.total, pageSize: orders.data.pageSize || ADMIN_PAGE_SIZE.orders, noun: "Orders" }}
                onSelect={setPage}
                numbered
              />
            </div>
          )}
        </SectionBoundary>
      </section>
    </>
  );
}

function firstNumber(page: number, pageSize: number): number {
  return (page - 1) * pageSize + 1;
}

function ListSkeleton({ phone }: { phone: boolean }) {
  return (
    <div className="admin-cards" role="status">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: phone ? 4 : 6 }, (_, index) => (
        <div key={index} className={phone ? "skeleton admin-skeleton-card" : "skeleton admin-skeleton-line"} />
      ))}
    </div>
  );
}
