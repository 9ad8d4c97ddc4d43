import { randomBytes } from "node:crypto";
import type { PaymentFields } from "@taaza/domain";
import {
  PaymentProviderError,
  type ListedPayment,
  type ListedRefund,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRange,
  type ProviderRefund,
} from "../../platform/ports/payment-provider.ts";
import { checkoutSignature, checkoutSignatureValid, hmacSha256Hex, webhookSignatureValid } from "./provider-signatures.ts";

/** What the provider tells about a refund once it is settled, exactly as a refund webhook would. */
export interface RefundSettlement {
  eventId: string;
  refundId: string;
  providerRefundId: string;
  status: "processed" | "failed";
}

/**
 * The offline provider used when no Razorpay keys are set. It signs exactly as Razorpay does,
 * with a secret derived from SESSION_SECRET, so the verification code is the same for both.
 * It keeps no state, so several processes behind a load balancer agree: its order ids carry
 * the amount, and an approved payment reads as `authorized` until the shop captures it, like a
 * Razorpay account without automatic capture (the stricter case).
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: "test";
  /** What Razorpay's checkout would hand the browser after a successful payment. */
  approve(orderId: string): PaymentFields;
  /** A webhook signature, as Razorpay would send in X-Razorpay-Signature. */
  signWebhook(rawBody: string | Buffer): string;
  /** Who hears of a refund settling (the app wires the same code a refund webhook runs). */
  onRefundSettled(listener: (settlement: RefundSettlement) => Promise<unknown>): void;
  /** Stops the settle timers still waiting (the app is closing). */
  stop(): void;
  /** The clock its records are dated by (the shop's, so a test's fixed time dates them too). */
  useClock(now: () => Date): void;
  /** Forgets every approval, payment and refund (a test starting from an empty database). */
  forget(): void;
}

const inRange = (at: Date, range: ProviderRange) => at >= range.from && at < range.to;

export function testPaymentSecret(sessionSecret: string): string {
  return hmacSha256Hex(sessionSecret, "taaza-test-payments");
}

const TEST_ORDER_ID = /^order_test_(\d+)_[0-9a-f]+$/;
const TEST_PAYMENT_ID = /^pay_test_[\w-]+$/;

/**
 * `refundSettleMs`: how long a test refund stays pending before it is processed, so every state
 * can be seen in development (TEST_REFUND_SETTLE_MS). Approvals and refunds are also kept in
 * this process's memory, as the provider's own records: the reconciliation job asks them like
 * Razorpay's (with several processes, each knows only its own approvals).
 */
export function testPaymentProvider(
  secret: string,
  webhookSecret: string | null = null,
  previousWebhookSecret: string | null = null,
  refundSettleMs = 5000,
): TestPaymentProvider {
  const hookSecret = webhookSecret ?? secret;
  const orderAmount = (orderId: string) => {
    const match = TEST_ORDER_ID.exec(orderId);
    return match ? Number(match[1]) : null;
  };
  const approvals = new Map<string, ProviderPayment[]>();
  /** Every payment approved here, as the provider's own records (captures update it). */
  const payments = new Map<string, ListedPayment>();
  const refundsByKey = new Map<string, ProviderRefund>();
  const refundRecords: ListedRefund[] = [];
  let now = () => new Date();
  const timers = new Set<NodeJS.Timeout>();
  let listener: ((settlement: RefundSettlement) => Promise<unknown>) | null = null;
  return {
    name: "test",
    publicKey: "test",
    async createOrder(request) {
      return {
        id: `order_test_${request.amountPaise}_${randomBytes(9).toString("hex")}`,
        amountPaise: request.amountPaise,
        currency: "INR",
        receipt: request.receipt,
      };
    },
    verifyCheckoutSignature: (fields) => checkoutSignatureValid(secret, fields),
    verifyWebhook: (rawBody, signature) => webhookSignatureValid([hookSecret, previousWebhookSecret], rawBody, signature),
    // The checkout signature already ties the payment to its order; the order id carries the amount.
    async fetchPayment({ paymentId, orderId }) {
      const amountPaise = orderAmount(orderId);
      if (amountPaise === null || !TEST_PAYMENT_ID.test(paymentId)) return null;
      const known = payments.get(paymentId);
      if (known && known.orderId === orderId) return paymentOf(known);
      return { id: paymentId, orderId, status: "authorized", amountPaise, currency: "INR" };
    },
    async capturePayment({ paymentId, orderId, amountPaise, currency }) {
      if (orderAmount(orderId) !== amountPaise || !TEST_PAYMENT_ID.test(paymentId)) {
        throw new PaymentProviderError("The capture amount must equal the authorized amount");
      }
      const known = payments.get(paymentId);
      if (known) known.status = "captured";
      else payments.set(paymentId, { id: paymentId, orderId, status: "captured", amountPaise, currency, createdAt: now() });
      return { id: paymentId, orderId, status: "captured", amountPaise, currency };
    },
    approve(orderId) {
      const paymentId = `pay_test_${randomBytes(9).toString("base64url")}`;
      const amountPaise = orderAmount(orderId);
      if (amountPaise !== null) {
        payments.set(paymentId, { id: paymentId, orderId, status: "authorized", amountPaise, currency: "INR", createdAt: now() });
        approvals.set(orderId, [
          ...(approvals.get(orderId) ?? []),
          { id: paymentId, orderId, status: "authorized", amountPaise, currency: "INR" },
        ]);
      }
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(secret, orderId, paymentId),
      };
    },
    signWebhook: (rawBody) => hmacSha256Hex(hookSecret, rawBody),
    async fetchOrderPayments(orderId) {
      return (approvals.get(orderId) ?? []).map((p) => {
        const known = payments.get(p.id);
        return known ? paymentOf(known) : p;
      });
    },
    async listPayments(range) {
      return [...payments.values()].filter((p) => inRange(p.createdAt, range)).map((p) => ({ ...p }));
    },
    async listRefunds(range) {
      return refundRecords.filter((r) => inRange(r.createdAt, range)).map((r) => ({ ...r }));
    },
    async refund(request) {
      const known = refundsByKey.get(request.idempotencyKey);
      if (known) return { ...known };
      const refund: ProviderRefund = { id: `rfnd_test_${randomBytes(9).toString("base64url")}`, status: "pending" };
      refundsByKey.set(request.idempotencyKey, refund);
      const record: ListedRefund = {
        id: refund.id,
        paymentId: request.paymentId,
        amountPaise: request.amountPaise,
        status: "pending",
        refundId: request.notes.refundId ?? null,
        createdAt: now(),
      };
      refundRecords.push(record);
      const timer = setTimeout(() => {
        timers.delete(timer);
        refund.status = "processed";
        record.status = "processed";
        void listener?.({
          eventId: `evt_test_${refund.id}`,
          refundId: request.idempotencyKey,
          providerRefundId: refund.id,
          status: "processed",
        });
      }, refundSettleMs);
      timer.unref();
      timers.add(timer);
      return { ...refund };
    },
    onRefundSettled(next) {
      listener = next;
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    useClock(clock) {
      now = clock;
    },
    forget() {
      approvals.clear();
      payments.clear();
      refundsByKey.clear();
      refundRecords.length = 0;
    },
  };
}

function paymentOf(listed: ListedPayment): ProviderPayment {
  const { createdAt: _createdAt, ...payment } = listed;
  return payment;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === "test" && "approve" in provider;
}
