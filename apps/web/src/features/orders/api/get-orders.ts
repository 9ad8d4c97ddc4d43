import { useQuery } from "@tanstack/react-query";
import type { Order } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const ordersQueryKey = ["orders"] as const;

/** GET /api/orders: the signed-in customer's own orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiFetch<{ data: Order[] }>("/orders", { signal });
  return data;
}

export function useOrders(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getOrders(signal), enabled: options.enabled ?? true });
}
