import { SERVER_MESSAGES } from "@taaza/domain";
import type { Database } from "../platform/database/client.ts";
import { invalid } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import type { PaymentProvider } from "../platform/ports/payment-provider.ts";
import type { Checkout } from "../modules/checkout/index.ts";
import { ensureCaptured, parseRefundWebhook, parseWebhook } from "../modules/payments/index.ts";
import type { RefundOrder } from "./refund-order.ts";
import type { SettlePayment } from "./settle-payment.ts";

// A provider's webhook: its signature covers the exact bytes sent; a paid event is settled like
// the browser's proof (processes/settle-payment.ts), a refund event settles its refund
// (processes/refund-order.ts), anything else is ignored.

export interface PaymentWebhookDeps {
  db: Database;
  payments: PaymentProvider;
  checkout: Pick<Checkout, "findCheckout">;
  settlement: Pick<SettlePayment, "settle" | "rules" | "afterSettlement">;
  refunds: Pick<RefundOrder, "settle">;
}

export function createPaymentWebhook(deps: PaymentWebhookDeps) {
  const { payments } = deps;
  return {
    /**
     * Each event id is handled once (`eventId`, Razorpay's X-Razorpay-Event-Id). Acknowledged
     * either way, since a retry would get the same answer; a paid event that made no order is
     * logged for staff.
     */
    receiveWebhook: async (
      delivery: { raw: Buffer; signature: string | undefined; eventId: string | undefined },
      log: Logger,
    ): Promise<{ status: string }> => {
      const { raw, signature, eventId } = delivery;
      if (!payments.verifyWebhook(raw, signature)) throw invalid(SERVER_MESSAGES.order.webhookSignature);
      const refundEvent = parseRefundWebhook(raw);
      if (refundEvent) {
        const settled = await deps.refunds.settle({ provider: payments.name, eventId: eventId ?? null, ...refundEvent });
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
        const checkout = await deps.checkout.findCheckout(event.orderId);
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
      const { settlement } = deps;
      const outcome = await settlement.settle(
        deps.db,
        {
          provider: payments.name,
          providerOrderId: event.orderId,
          providerPaymentId: event.paymentId,
          amountPaise: event.amountPaise,
          eventId,
        },
        settlement.rules(),
      );
      await settlement.afterSettlement(outcome, "webhook", log);
      if (outcome.kind !== "order") {
        log.warn(
          { event: event.event, providerOrderId: event.orderId, providerPaymentId: event.paymentId, outcome: outcome.kind },
          "payment webhook did not create an order",
        );
      }
      return { status: outcome.kind === "order" ? "ok" : outcome.kind };
    },
  };
}
