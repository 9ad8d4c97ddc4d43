import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundLinesBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";
import { invalidateAdminOrders } from "./get-admin-orders.ts";
import type { AdminOrder } from "./order.ts";

/** POST /api/orders/:id/refunds/lines: picked lines (units or grams) for a listed reason; the server prices them. */
export function refundLines(orderId: string, body: RefundLinesBody): Promise<{ data: AdminOrder }> {
  return apiFetch<{ data: AdminOrder }>(`/orders/${encodeURIComponent(orderId)}/refunds/lines`, { method: "POST", body });
}

/** POST /api/orders/:id/refunds/:refundId/retry: a failed refund, sent again under its own id. */
export function retryRefund(orderId: string, refundId: string): Promise<{ data: AdminOrder }> {
  return apiFetch<{ data: AdminOrder }>(`/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`, {
    method: "POST",
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  // The dashboard's revenue reads refunds.
  return () => Promise.all([invalidateAdminOrders(queryClient), refreshReaders(queryClient, "refunds")]);
}

export function useRefundLines() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RefundLinesBody }) => refundLines(orderId, body),
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
