import { useQuery } from "@tanstack/react-query";
import type { Order } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { reads } from "../../../../lib/server-data.ts";
import { queryString } from "../../../lib/list-params.ts";
import type { Page } from "../../../lib/page.ts";

const customerOrdersKey = ["admin", "customer-orders"] as const;

export function getCustomerOrders(customerId: string, signal?: AbortSignal): Promise<Page<Order>> {
  return apiFetch<Page<Order>>(`/admin/orders${queryString({ customer: customerId })}`, { signal });
}

/** A customer's newest orders (one page of 15), as their details list them. */
export function useCustomerOrders(customerId: string) {
  return useQuery({
    queryKey: [...customerOrdersKey, customerId],
    queryFn: ({ signal }) => getCustomerOrders(customerId, signal),
    meta: reads("orders"),
  });
}
