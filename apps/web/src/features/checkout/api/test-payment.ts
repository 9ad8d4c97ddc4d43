import type { PaymentFields } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

/** The built-in test provider (offline): approving returns fields signed exactly as Razorpay signs them. */
export function approveTestPayment(providerOrderId: string): Promise<PaymentFields> {
  return apiFetch<PaymentFields>(`/payments/test/${encodeURIComponent(providerOrderId)}/approve`, { method: "POST" });
}

/** Declines the test payment: nothing is paid and the basket stays as it is. */
export function failTestPayment(providerOrderId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/payments/test/${encodeURIComponent(providerOrderId)}/fail`, { method: "POST" });
}
