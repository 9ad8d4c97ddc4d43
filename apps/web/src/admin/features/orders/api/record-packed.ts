import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PackedBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";
import { invalidateAdminOrders } from "./get-admin-orders.ts";
import type { AdminOrder } from "./order.ts";

/** PUT /api/admin/orders/:orderId/packed: the scale's readings; short weight is refunded by the server. */
export function recordPacked(orderId: string, body: PackedBody): Promise<{ data: AdminOrder }> {
  return apiFetch<{ data: AdminOrder }>(`/admin/orders/${encodeURIComponent(orderId)}/packed`, { method: "PUT", body });
}

export function useRecordPacked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: PackedBody }) => recordPacked(orderId, body),
    // A short-weight refund changes the dashboard's revenue and the order lists.
    onSuccess: () => Promise.all([invalidateAdminOrders(queryClient), refreshReaders(queryClient, "orders")]),
  });
}
