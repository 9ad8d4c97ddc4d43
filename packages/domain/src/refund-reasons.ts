/**
 * The reasons staff pick for a partial refund (issue 33), kept on the refund as their code so the
 * customer reads them in their language. No schema here: the order page loads this file.
 */
export const REFUND_REASONS = ["missing-item", "short-weight", "quality", "damaged", "wrong-item", "late-delivery"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Staff's words for each reason (the admin is in English); the customer's are in the catalogues. */
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  "missing-item": "Item missing from the delivery",
  "short-weight": "Short weight",
  quality: "Quality not as expected",
  damaged: "Damaged or leaking pack",
  "wrong-item": "Wrong item or cut delivered",
  "late-delivery": "Delivered late",
};

export function isRefundReason(text: string): text is RefundReason {
  return (REFUND_REASONS as readonly string[]).includes(text);
}
