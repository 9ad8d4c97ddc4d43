import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminCustomer } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { reads } from "../../../../lib/server-data.ts";
import { queryString } from "../../../lib/list-params.ts";
import type { Page } from "../../../lib/page.ts";

export type CustomersFilter = { search: string; page: number };

const customersKey = ["admin", "customers"] as const;

export function getCustomers(filter: CustomersFilter, signal?: AbortSignal): Promise<Page<AdminCustomer>> {
  return apiFetch<Page<AdminCustomer>>(`/admin/customers${queryString({ search: filter.search.trim(), page: filter.page })}`, { signal });
}

/** One page (15) of customers with their spend and order count, computed by the database. */
export function useCustomers(filter: CustomersFilter) {
  return useQuery({
    queryKey: [...customersKey, filter],
    queryFn: ({ signal }) => getCustomers(filter, signal),
    placeholderData: keepPreviousData,
    // Each customer's order count and spend.
    meta: reads("orders"),
  });
}
