import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { queryString } from "../../../lib/list-params.ts";
import type { Page } from "../../../lib/page.ts";
import type { AdminOrder } from "./order.ts";

/**
 * `date` is "today", "tomorrow" (India time, by the server's clock) or YYYY-MM-DD; `slot` a
 * delivery slot; "" for any.
 */
export type AdminOrdersFilter = { search: string; status: OrderStatus | null; date: string; slot: string; page: number };

const adminOrdersKey = ["admin", "orders"] as const;

/** Every page and filter of the staff's orders list is read afresh. */
export function invalidateAdminOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminOrdersKey });
}

export function getAdminOrders(filter: AdminOrdersFilter, signal?: AbortSignal): Promise<Page<AdminOrder>> {
  const query = queryString({
    search: filter.search.trim(),
    status: filter.status ?? undefined,
    date: filter.date,
    slot: filter.slot,
    page: filter.page,
  });
  return apiFetch<Page<AdminOrder>>(`/admin/orders${query}`, { signal });
}

/** One page (15) of orders, searched by bill id, filtered by status, delivery date and slot, paged by the server. */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: [...adminOrdersKey, filter],
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}
