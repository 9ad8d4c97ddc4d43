import { createHmac, timingSafeEqual } from "node:crypto";
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

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string | undefined): boolean {
  if (typeof receivedHex !== "string" || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const received = Buffer.from(receivedHex, "hex");
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Razorpay's checkout signature: HMAC-SHA256(key secret, "order_id|payment_id"), hex. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

export function checkoutSignatureValid(secret: string, fields: CheckoutSignature): boolean {
  return signatureMatches(checkoutSignature(secret, fields.orderId, fields.paymentId), fields.signature);
}

/** Any of the secrets may have signed: the current one and, during a rotation, the previous one. */
export function webhookSignatureValid(
  secrets: string | null | readonly (string | null)[],
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  const candidates = (Array.isArray(secrets) ? secrets : [secrets]).filter((s): s is string => Boolean(s));
  return candidates.some((secret) => signatureMatches(hmacSha256Hex(secret, rawBody), signature));
}

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
