import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";
import { invalidateAdminOrders } from "./get-admin-orders.ts";
import type { AdminOrder } from "./order.ts";

/** PUT /api/orders/:orderId/:userId {status}: the second id is the order's customer. */
export function changeOrderStatus(order: AdminOrder, status: OrderStatus): Promise<{ data: AdminOrder }> {
  const path = `/orders/${encodeURIComponent(order._id)}/${encodeURIComponent(order.userId._id)}`;
  return apiFetch<{ data: AdminOrder }>(path, { method: "PUT", body: { status } });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: AdminOrder; status: OrderStatus }) => changeOrderStatus(order, status),
    // The dashboard's figures and the customers' order counts read orders.
    onSuccess: () => Promise.all([invalidateAdminOrders(queryClient), refreshReaders(queryClient, "orders")]),
  });
}
