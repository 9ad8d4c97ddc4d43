import { randomBytes } from "node:crypto";
import type { PaymentFields } from "@taaza/domain";
import { checkoutSignature, checkoutSignatureValid, hmacSha256Hex, webhookSignatureValid, type PaymentProvider } from "./payment-provider.ts";

/**
 * The offline provider used when no Razorpay keys are set. It signs exactly as Razorpay does,
 * with a secret derived from SESSION_SECRET, so the verification code is the same for both.
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: "test";
  /** What Razorpay's checkout would hand the browser after a successful payment. */
  approve(orderId: string): PaymentFields;
  /** A webhook signature, as Razorpay would send in X-Razorpay-Signature. */
  signWebhook(rawBody: string | Buffer): string;
}

export function testPaymentSecret(sessionSecret: string): string {
  return hmacSha256Hex(sessionSecret, "taaza-test-payments");
}

export function testPaymentProvider(secret: string, webhookSecret: string | null = null): TestPaymentProvider {
  const hookSecret = webhookSecret ?? secret;
  return {
    name: "test",
    publicKey: "test",
    async createOrder(request) {
      return { id: `order_test_${randomBytes(9).toString("base64url")}`, amountPaise: request.amountPaise, currency: "INR", receipt: request.receipt };
    },
    verifyCheckoutSignature: (fields) => checkoutSignatureValid(secret, fields),
    verifyWebhook: (rawBody, signature) => webhookSignatureValid(hookSecret, rawBody, signature),
    approve(orderId) {
      const paymentId = `pay_test_${randomBytes(9).toString("base64url")}`;
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(secret, orderId, paymentId) };
    },
    signWebhook: (rawBody) => hmacSha256Hex(hookSecret, rawBody),
  };
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === "test" && "approve" in provider;
}
