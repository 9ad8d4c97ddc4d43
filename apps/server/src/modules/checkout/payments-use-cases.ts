import { type PaymentFields, SERVER_MESSAGES } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { ensureCaptured, isTestProvider, parseRefundWebhook, parseWebhook } from "../payments/index.ts";
import { settleRefund } from "../refunds/index.ts";
import { findCheckout } from "./checkout-repository.ts";
import { afterSettlement, countSettlement, settlePayment, settleRules, type PaymentLog } from "./checkout-use-cases.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";

/** The test checkout acts only for the checkout's owner, and only while it is the active provider. */
async function ownTestCheckout(deps: AppDeps, payments: PaymentProvider, userId: string, providerOrderId: string) {
  if (!isTestProvider(payments)) throw notFound("Test payments are not enabled");
  const checkout = await findCheckout(deps.db, providerOrderId);
  if (!checkout || checkout.userId !== userId || checkout.provider !== "test") throw notFound(SERVER_MESSAGES.order.paymentNotFound);
  return payments;
}

/** The test checkout's "Approve payment": the fields Razorpay's checkout would hand the browser. */
export async function approveTestPayment(
  deps: AppDeps,
  payments: PaymentProvider,
  userId: string,
  providerOrderId: string,
): Promise<PaymentFields> {
  const provider = await ownTestCheckout(deps, payments, userId, providerOrderId);
  return provider.approve(providerOrderId);
}

/** The test checkout's "Fail payment": nothing is settled; the customer may try again. */
export async function failTestPayment(
  deps: AppDeps,
  payments: PaymentProvider,
  userId: string,
  providerOrderId: string,
): Promise<{ message: string }> {
  await ownTestCheckout(deps, payments, userId, providerOrderId);
  return { message: SERVER_MESSAGES.order.paymentFailed };
}

/**
 * A provider's webhook: its signature covers the exact bytes sent; a paid event is settled like
 * the browser's proof, a refund event settles its refund, anything else is ignored. Each event
 * id is handled once (`eventId`, Razorpay's X-Razorpay-Event-Id). Acknowledged either way, since
 * a retry would get the same answer; a paid event that made no order is logged for staff.
 */
export async function receiveWebhook(
  deps: AppDeps,
  payments: PaymentProvider,
  log: PaymentLog,
  raw: Buffer,
  signature: string | undefined,
  eventId?: string,
): Promise<{ status: string }> {
  if (!payments.verifyWebhook(raw, signature)) throw invalid(SERVER_MESSAGES.order.webhookSignature);
  const refundEvent = parseRefundWebhook(raw);
  if (refundEvent) {
    const settled = await settleRefund(deps, { provider: payments.name, eventId: eventId ?? null, ...refundEvent });
    if (settled === "unknown")
      log.warn({ event: refundEvent.event, providerRefundId: refundEvent.providerRefundId }, "refund webhook for an unknown refund");
    return { status: settled };
  }
  const event = parseWebhook(raw);
  if (!event) return { status: "ignored" };
  if (event.kind === "authorized") {
    // Capture it ourselves (for the checkout's amount), so a customer who closed the tab
    // after paying still gets an order on an account without automatic capture. A provider
    // failure throws: 500, and Razorpay retries.
    const checkout = await findCheckout(deps.db, event.orderId);
    if (!checkout || checkout.provider !== payments.name) return { status: "unknown" };
    if (checkout.status !== "pending") return { status: checkout.status === "paid" ? "ok" : checkout.status };
    const capture = await ensureCaptured(payments, {
      orderId: event.orderId,
      paymentId: event.paymentId,
      amountPaise: checkout.amountPaise,
    });
    if (capture.kind === "not-paid") {
      log.warn(
        { event: event.event, providerOrderId: event.orderId, providerPaymentId: event.paymentId, reason: capture.reason },
        "authorized payment not captured",
      );
      return { status: "not-captured" };
    }
  }
  const outcome = await settlePayment(
    deps.db,
    {
      provider: payments.name,
      providerOrderId: event.orderId,
      providerPaymentId: event.paymentId,
      amountPaise: event.amountPaise,
      eventId,
    },
    settleRules(deps),
  );
  countSettlement(deps.metrics, outcome, "webhook");
  await afterSettlement(deps, payments, log, outcome);
  if (outcome.kind !== "order") {
    log.warn(
      { event: event.event, providerOrderId: event.orderId, providerPaymentId: event.paymentId, outcome: outcome.kind },
      "payment webhook did not create an order",
    );
  }
  return { status: outcome.kind === "order" ? "ok" : outcome.kind };
}
