import { useCallback } from "react";
import { ADMIN_PAGE_SIZE } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useMediaQuery } from "../../../../hooks/use-media-query.ts";
import { ADMIN_PHONE_QUERY } from "../../../lib/admin-phone-query.ts";
import { useListParams } from "../../../lib/list-params.ts";
import { useCustomers } from "../api/get-customers.ts";
import { CustomerCards, CustomersTable } from "./customer-views.tsx";
import "./customers.css";

const FILTER_KEYS = ["search"] as const;

/** Staff's customers, newest first, searched by customer id, name, email or phone. */
export function CustomersBrowser() {
  const { values, page, setFilter, setPage } = useListParams(FILTER_KEYS);
  const customers = useCustomers({ search: values.search, page });
  const phone = useMediaQuery(ADMIN_PHONE_QUERY);
  const onSearch = useCallback((text: string) => setFilter("search", text), [setFilter]);

  return (
    <>
      <div className="admin-toolbar">
        <SearchField
          label="Search customers by customer id, name, email or phone"
          placeholder="Customer ID, name, email or phone"
          value={values.search}
          onSearch={onSearch}
        />
      </div>

      <section aria-label="Customers list" aria-busy={customers.isFetching}>
        <SectionBoundary>
          {customers.isPending ? (
            <div className="admin-cards" role="status">
              <span className="visually-hidden">Loading…</span>
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className={phone ? "skeleton admin-skeleton-card" : "skeleton admin-skeleton-line"} />
              ))}
            </div>
          ) : customers.isError ? (
            <ErrorState message="We couldn't load the customers." onRetry={() => void customers.refetch()} />
          ) : customers.data.data.length === 0 ? (
            <EmptyState>{values.search ? "No customers match this search." : "No customers yet."}</EmptyState>
          ) : (
            <div className="admin-page">
              {phone ? (
                <CustomerCards customers={customers.data.data} firstNumber={(customers.data.page - 1) * customers.data.pageSize + 1} />
              ) : (
                <CustomersTable
                  customers={customers.data.data}
                  firstNumber={(customers.data.page - 1) * customers.data.pageSize + 1}
                  caption={`Customers${values.search ? ` matching “${values.search}”` : ""}, newest first. Choose a customer ID to see contact details and orders.`}
                />
              )}
              <Pagination
                page={customers.data.page}
                label="Customers pages"
                counted={{ total: customers.data.total, pageSize: customers.data.pageSize || ADMIN_PAGE_SIZE.customers, noun: "Customers" }}
                onSelect={setPage}
              />
            </div>
          )}
        </SectionBoundary>
      </section>
    </>
  );
}
