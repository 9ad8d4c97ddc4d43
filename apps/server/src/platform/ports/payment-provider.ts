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

/** A payment in the provider's list of a time range, with when the provider created it. */
export interface ListedPayment extends ProviderPayment {
  createdAt: Date;
}

/** A refund in the provider's list of a time range. */
export interface ListedRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  /** Our refund row's id, as sent in the refund's notes (null when the refund was not ours). */
  refundId: string | null;
  createdAt: Date;
}

/** A time range of the provider's records: from inclusive, to exclusive. */
export interface ProviderRange {
  from: Date;
  to: Date;
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
  /** Every payment the provider created in the range, whatever its state (the ledger and the reconciliation read it). */
  listPayments(range: ProviderRange): Promise<ListedPayment[]>;
  /** Every refund the provider created in the range. */
  listRefunds(range: ProviderRange): Promise<ListedRefund[]>;
}

/** The provider could not be reached or refused the call: the caller may try again later. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  /**
   * True when the call's fate is not known (a timeout, a dropped connection, the provider's own
   * 5xx): the provider may have acted on it. A refusal (4xx) is false: nothing happened.
   */
  readonly uncertain: boolean;
  constructor(message: string, options: { uncertain?: boolean } = {}) {
    super(message);
    this.uncertain = options.uncertain ?? false;
  }
}
