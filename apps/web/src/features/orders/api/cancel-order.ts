import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { rememberOrder } from "./remember-order.ts";

/** POST /api/orders/:id/cancel: the customer's own cancellation; the refund starts at once. */
export async function cancelOrder(orderId: string): Promise<Order> {
  const { data } = await apiFetch<{ data: Order }>(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: "POST" });
  return data;
}

export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (order) => rememberOrder(client, order),
  });
}
