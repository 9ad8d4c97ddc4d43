import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { adminOrdersKey } from "./get-admin-orders.ts";
import type { AdminOrder } from "./order.ts";

/** POST /api/orders/:id/refunds {amountPaise, reason}: part (or the rest) of an order, back to the customer. */
export function refundOrder(orderId: string, body: RefundBody): Promise<{ data: AdminOrder }> {
  return apiFetch<{ data: AdminOrder }>(`/orders/${encodeURIComponent(orderId)}/refunds`, { method: "POST", body });
}

/** POST /api/orders/:id/refunds/:refundId/retry: a failed refund, sent again under its own id. */
export function retryRefund(orderId: string, refundId: string): Promise<{ data: AdminOrder }> {
  return apiFetch<{ data: AdminOrder }>(`/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`, {
    method: "POST",
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
      queryClient.invalidateQueries({ queryKey: ["admin", "stats"] }),
    ]);
}

export function useRefundOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RefundBody }) => refundOrder(orderId, body),
    onSuccess: refresh,
  });
}

export function useRetryRefund() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, refundId }: { orderId: string; refundId: string }) => retryRefund(orderId, refundId),
    onSuccess: refresh,
  });
}
