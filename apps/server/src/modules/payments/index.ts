// Payments' front door: the payment provider edge (Razorpay, or the offline test provider) and
// the webhook bodies it sends. It knows nothing of checkouts or orders: checkout uses it.
export { paymentProviderFromConfig } from "./payment-provider-from-config.ts";
export { ensureCaptured } from "./captured-payment.ts";
export { isTestProvider, type RefundSettlement } from "./test-payment-provider.ts";
export { parseRefundWebhook, parseWebhook, type RefundEvent } from "./webhook-event.ts";
export { claimWebhookEvent } from "./webhook-claims.ts";
