import { createHmac, timingSafeEqual } from "node:crypto";
import type { CheckoutSignature } from "../../platform/ports/payment-provider.ts";

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
