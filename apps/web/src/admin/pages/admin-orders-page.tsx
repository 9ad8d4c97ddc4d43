import { useCallback } from "react";
import { ADMIN_PAGE_SIZE, MESSAGES, ORDER_STATUSES, type OrderStatus } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { Pagination } from "../components/pagination.tsx";
import { SearchField } from "../components/search-field.tsx";
import { ADMIN_PHONE_QUERY, useMediaQuery } from "../components/use-media-query.ts";
import { useListParams } from "../lib/list-params.ts";
import { useAdminOrders } from "../features/orders/api/get-admin-orders.ts";
import { OrderCards } from "../features/orders/components/order-cards.tsx";
import { OrdersTable } from "../features/orders/components/orders-table.tsx";
import "../features/orders/components/orders.css";

const FILTER_KEYS = ["search", "status"] as const;

const FILTERS: { status: OrderStatus | null; label: string }[] = [
  { status: null, label: "All Orders" },
  { status: "Delivered", label: "Completed" },
  { status: "Pending", label: "Pending" },
  { status: "Canceled", label: "Canceled" },
];

export default function AdminOrdersPage() {
  useDocumentTitle("Orders");
  const { values, page, setFilter, setPage } = useListParams(FILTER_KEYS);
  const status = (ORDER_STATUSES as readonly string[]).includes(values.status) ? (values.status as OrderStatus) : null;
  const orders = useAdminOrders({ search: values.search, status, page });
  const phone = useMediaQuery(ADMIN_PHONE_QUERY);
  const onSearch = useCallback((text: string) => setFilter("search", text), [setFilter]);
  const filterLabel = FILTERS.find((f) => f.status === status)?.label ?? "All Orders";

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Orders</h1>

      <div className="admin-toolbar">
        <SearchField label="Search orders by bill id" placeholder="Search by Order ID, e.g. #47KQ" value={values.search} onSearch={onSearch} />
      </div>
      <ul className="admin-segments" aria-label="Show orders">
        {FILTERS.map((filter) => (
          <li key={filter.label}>
            <button type="button" className="admin-segment" aria-pressed={filter.status === status} onClick={() => setFilter("status", filter.status ?? "")}>
              {filter.label}
            </button>
          </li>
        ))}
      </ul>

      <section aria-label="Orders list" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <ListSkeleton phone={phone} />
        ) : orders.isError ? (
          <ErrorState message="We couldn't load the orders." onRetry={() => void orders.refetch()} />
        ) : orders.data.data.length === 0 ? (
          <EmptyState>{MESSAGES.list.noOrders}</EmptyState>
        ) : (
          <div className="admin-page">
            {phone ? (
              <OrderCards orders={orders.data.data} firstNumber={firstNumber(orders.data.page, orders.data.pageSize)} />
            ) : (
              <OrdersTable
                orders={orders.data.data}
                firstNumber={firstNumber(orders.data.page, orders.data.pageSize)}
                caption={`${filterLabel}${values.search ? ` matching “${values.search}”` : ""}, newest first. Choose an Order ID to see its details.`}
              />
            )}
            <Pagination
              page={orders.data.page}
              pageSize={orders.data.pageSize || ADMIN_PAGE_SIZE.orders}
              total={orders.data.total}
              noun="Orders"
              onPage={setPage}
              numbered
            />
          </div>
        )}
      </section>
    </div>
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
