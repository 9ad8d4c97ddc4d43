import { useQuery } from "@tanstack/react-query";
import type { Ledger, RefundStatus } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

/** A refund of a payment that made no order, as GET /api/admin/refunds lists it. */
export type OrderlessRefund = {
  _id: string;
  checkoutId: string;
  providerPaymentId: string;
  providerRefundId: string | null;
  amountPaise: number;
  reason: string;
  status: RefundStatus;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/admin/ledger: one India day of the provider's money against the shop's. */
export function useLedger(date: string) {
  return useQuery({
    queryKey: ["admin", "ledger", date] as const,
    queryFn: ({ signal }) => apiFetch<Ledger>(`/admin/ledger?${new URLSearchParams({ date }).toString()}`, { signal }),
    enabled: date !== "",
  });
}

/** GET /api/admin/refunds: refunds of payments that made no order, newest first. */
export function useOrderlessRefunds() {
  return useQuery({
    queryKey: ["admin", "refunds", "orderless"] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: OrderlessRefund[] }>("/admin/refunds", { signal })).data,
  });
}
