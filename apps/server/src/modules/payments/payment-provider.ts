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

/**
 * A payment provider as the shop needs it: create an order for an exact amount, and check the
 * signatures on what comes back (from the browser after checkout, and from webhooks). Razorpay
 * is one implementation, the offline test provider the other; both sign the same way.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser opens the checkout with (Razorpay's key id, or "test"). */
  readonly publicKey: string;
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  verifyCheckoutSignature(fields: CheckoutSignature): boolean;
  /** False when the signature is wrong or no webhook secret is configured. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
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

export function webhookSignatureValid(secret: string | null, rawBody: Buffer, signature: string | undefined): boolean {
  if (!secret) return false;
  return signatureMatches(hmacSha256Hex(secret, rawBody), signature);
}

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
