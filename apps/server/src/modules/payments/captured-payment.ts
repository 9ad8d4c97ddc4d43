import type { PaymentProvider, ProviderPayment } from "../../platform/ports/payment-provider.ts";

export type CaptureOutcome =
  | { kind: "captured"; payment: ProviderPayment }
  /** The provider does not know it, it is for another order, amount or currency, or it failed. */
  | { kind: "not-paid"; reason: string };

/**
 * The money is the shop's only once the payment is captured, for this order, in rupees, for the
 * checkout's amount. A signature or an `authorized` webhook proves authorization only: the
 * payment is read from the provider and, if authorized, captured for exactly that amount (the
 * dashboard's automatic capture may have done it already). Provider failures are thrown
 * (PaymentProviderError): the caller answers "try again" and the webhook retries.
 */
export async function ensureCaptured(
  payments: PaymentProvider,
  expected: { orderId: string; paymentId: string; amountPaise: number },
): Promise<CaptureOutcome> {
  let payment = await payments.fetchPayment({ paymentId: expected.paymentId, orderId: expected.orderId });
  if (!payment) return { kind: "not-paid", reason: "unknown payment" };
  const mismatch = wrongPayment(payment, expected);
  if (mismatch) return { kind: "not-paid", reason: mismatch };
  if (payment.status === "authorized") {
    payment = await payments.capturePayment({
      paymentId: expected.paymentId,
      orderId: expected.orderId,
      amountPaise: expected.amountPaise,
      currency: "INR",
    });
    const after = wrongPayment(payment, expected);
    if (after) return { kind: "not-paid", reason: after };
  }
  if (payment.status !== "captured") return { kind: "not-paid", reason: `payment is ${payment.status}` };
  return { kind: "captured", payment };
}

function wrongPayment(payment: ProviderPayment, expected: { orderId: string; paymentId: string; amountPaise: number }): string | null {
  if (payment.id !== expected.paymentId) return "another payment";
  if (payment.orderId !== expected.orderId) return "payment for another order";
  if (payment.currency !== "INR") return `payment in ${payment.currency}`;
  if (payment.amountPaise !== expected.amountPaise) return `payment of ${payment.amountPaise} paise, expected ${expected.amountPaise}`;
  return null;
}
