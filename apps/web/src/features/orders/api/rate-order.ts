import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order, RatingBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { rememberOrder } from "./remember-order.ts";

/** POST /api/orders/:id/rating: the first rating, or a change within 7 days of it; answers the order. */
export async function rateOrder(orderId: string, rating: RatingBody): Promise<Order> {
  const { data } = await apiFetch<{ data: Order }>(`/orders/${encodeURIComponent(orderId)}/rating`, { method: "POST", body: rating });
  return data;
}

export function useRateOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: RatingBody) => rateOrder(orderId, rating),
    onSuccess: (order) => rememberOrder(client, order),
  });
}
