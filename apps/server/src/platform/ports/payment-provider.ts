import type { PaymentProviderName } from "@taaza/domain";

export interface ProviderOrderRequest {
  amountPaise: number;
  currency: "INR";
  /** Our checkout id: it shows in the provider's dashboard next to the payment. */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: "INR";
  receipt: string;
}

export interface CheckoutSignature {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface ProviderRefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Our refund row's id: the provider refunds once per key, however often we ask. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export type ProviderRefundStatus = "pending" | "processed" | "failed";

export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
}

/** A payment as the provider reports it. Only `captured` means the money is the shop's. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  amountPaise: number;
  currency: string;
}

/**
 * A payment provider as the shop needs it: create an order for an exact amount, check the
 * signatures on what comes back (from the browser after checkout, and from webhooks), and read
 * and capture a payment (a signature proves authorization only; an authorized payment that is
 * never captured is refunded by the provider). Razorpay is one implementation, the offline test
 * provider the other; both sign the same way.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser opens the checkout with (Razorpay's key id, or "test"). */
  readonly publicKey: string;
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  verifyCheckoutSignature(fields: CheckoutSignature): boolean;
  /** False when the signature is wrong or no webhook secret is configured. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** The payment, or null when the provider does not know it. Throws PaymentProviderError when unreachable. */
  fetchPayment(payment: { paymentId: string; orderId: string }): Promise<ProviderPayment | null>;
  /** Captures an authorized payment for exactly this amount; answers the payment afterwards. */
  capturePayment(payment: { paymentId: string; orderId: string; amountPaise: number; currency: "INR" }): Promise<ProviderPayment>;
  /** Sends money back on a payment; the same idempotency key never refunds twice. */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** The payments made on one of our provider orders, for the reconciliation job. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
}

/** The provider could not be reached or refused the call: the caller may try again later. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
