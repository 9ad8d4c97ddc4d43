import { useQuery } from "@tanstack/react-query";
import type { Order } from "@taaza/domain";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";

export const orderQueryKey = (orderId: string) => ["orders", orderId] as const;

/** GET /api/orders/:id: one order of the signed-in customer (404 for anyone else's). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiFetch<{ data: Order }>(`/orders/${encodeURIComponent(orderId)}`, { signal });
  return data;
}

export function useOrder(orderId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: options.enabled ?? true,
    // While a refund is on its way, look again now and then so the timeline shows it arrive.
    refetchInterval: (query) => (query.state.data?.refunds.some((r) => r.status === "pending") ? 3000 : false),
    // A missing or someone else's order will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
}
