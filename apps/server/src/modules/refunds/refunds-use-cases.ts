import {
  canCustomerCancel,
  SERVER_MESSAGES,
  paiseToRupees,
  refundablePaise,
  type Order,
  type OrderChangeKind,
  type RefundBody,
  REFUND_MESSAGES,
} from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { claimWebhookEvent } from "../payments/index.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { issueCreditNote } from "../billing/index.ts";
import { announceOrderChange } from "../live-orders/index.ts";
import { notify } from "../messages/index.ts";
import { findOrderView } from "../../read-models/order-views.ts";
import { lockOrder, recordStatusChange, type OrderRow } from "../orders/index.ts";
import type { Principal } from "../sessions/index.ts";
import {
  findRefund,
  findRefundByProviderId,
  insertOrphanRefund,
  insertRefund,
  lockRefund,
  moveRefund,
  refundsOfOrder,
  setProviderRefundId,
} from "./refunds-repository.ts";
import type { PaymentProvider, ProviderRefundStatus } from "../../platform/ports/payment-provider.ts";

export interface RefundLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the rest of the shop hears that an order was placed, cancelled or refunded: staff's live
 * order screens (`announceOrderChange`). The one call site for every change made here.
 */
export async function onOrderChanged(deps: AppDeps, orderId: string, kind: OrderChangeKind): Promise<void> {
  await announceOrderChange(deps, { orderId, kind });
}

/**
 * A refund of a locked order: `amountPaise`, or "rest" for all that is still refundable. What
 * was refunded before (pending or processed; a failed one gave nothing back) is read under the
 * order's lock, so two refunds at once can never add up to more than was paid. Answers the new
 * refund's id, or null when "rest" finds nothing left.
 */
export async function refundLockedOrder(
  db: Database,
  order: OrderRow,
  request: { amountPaise: number | "rest"; reason: string; by: string | null; now: Date },
): Promise<string | null> {
  const left = refundablePaise(order.billPricePaise, await refundsOfOrder(db, order.id));
  const amountPaise = request.amountPaise === "rest" ? left : request.amountPaise;
  if (request.amountPaise === "rest" && left <= 0) return null;
  if (left <= 0) throw conflict(REFUND_MESSAGES.refund.nothingLeft);
  if (amountPaise > left) throw conflict(exceedsMessage(left));
  return insertRefund(db, {
    orderId: order.id,
    checkoutId: order.checkoutId,
    provider: order.provider,
    providerPaymentId: order.providerPaymentId,
    amountPaise,
    reason: request.reason,
    createdBy: request.by,
    createdAt: request.now,
  });
}

function exceedsMessage(leftPaise: number): string {
  return `Refunds cannot exceed what was paid: at most ₹${paiseToRupees(leftPaise).toFixed(2)} can still be refunded.`;
}

/**
 * A payment that can no longer become an order (its checkout expired, or its basket changed) is
 * sent back in full; called inside the settling transaction, once per payment however often it
 * is reported. Answers the new refund's id, or null when it was already being refunded.
 */
export async function refundOrphanPayment(
  db: Database,
  payment: { checkoutId: string; provider: string; providerPaymentId: string; amountPaise: number; reason: string; now: Date },
): Promise<string | null> {
  return insertOrphanRefund(db, {
    orderId: null,
    checkoutId: payment.checkoutId,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    reason: payment.reason,
    createdBy: null,
    createdAt: payment.now,
  });
}

/**
 * Asks the provider to send a pending refund, after the transaction that created it committed
 * (a network call never holds an order's lock). The refund's id is the idempotency key, so a
 * retry after a timeout is the same refund. A provider that refuses marks it failed, for staff
 * to retry; one that answers processed or failed at once settles it like a webhook.
 */
export async function dispatchRefund(deps: AppDeps, payments: PaymentProvider, log: RefundLog, refundId: string): Promise<void> {
  const refund = await findRefund(deps.db, refundId);
  if (!refund || refund.status !== "pending") return;
  try {
    const sent = await payments.refund({
      paymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.id,
      notes: { refundId: refund.id, ...(refund.orderId ? { orderId: refund.orderId } : {}) },
    });
    await setProviderRefundId(deps.db, refund.id, sent.id);
    if (sent.status !== "pending")
      await settleRefund(deps, {
        provider: payments.name,
        eventId: null,
        refundId: refund.id,
        providerRefundId: sent.id,
        status: sent.status,
      });
  } catch (error) {
    log.error({ err: error, refundId: refund.id }, "the payment provider did not take the refund");
    await inTransaction(deps.db, async (t) => {
      if (refund.orderId) await lockOrder(t, refund.orderId);
      await moveRefund(t, refund.id, "pending", {
        status: "failed",
        failureReason: (error as Error).message.slice(0, 300),
        updatedAt: deps.now(),
      });
    });
  }
  if (refund.orderId) await onOrderChanged(deps, refund.orderId, "refunded");
}

export async function dispatchRefunds(
  deps: AppDeps,
  payments: PaymentProvider,
  log: RefundLog,
  refundIds: readonly (string | null)[],
): Promise<void> {
  for (const id of refundIds) if (id) await dispatchRefund(deps, payments, log, id);
}

export interface RefundSettlementEvent {
  provider: string;
  /** The provider's event id; null for an answer to our own call. */
  eventId: string | null;
  refundId: string | null;
  providerRefundId: string;
  status: ProviderRefundStatus;
}

export type RefundSettleOutcome = "ok" | "duplicate" | "unknown" | "stale";

/**
 * Settles a refund from the provider's word (a webhook, the test provider's timer, or the
 * provider's answer): forward only, pending to processed or failed; a processed refund never
 * changes again, and a redelivered event is recognised by its id and ignored.
 */
export async function settleRefund(deps: AppDeps, event: RefundSettlementEvent): Promise<RefundSettleOutcome> {
  const outcome = await inTransaction(deps.db, async (t): Promise<{ kind: RefundSettleOutcome; orderId?: string | null }> => {
    if (event.eventId !== null && !(await claimWebhookEvent(t, event.provider, event.eventId))) return { kind: "duplicate" };
    const found =
      (event.refundId && UUID.test(event.refundId) ? await findRefund(t, event.refundId) : undefined) ??
      (await findRefundByProviderId(t, event.providerRefundId));
    if (!found || found.provider !== event.provider) return { kind: "unknown" };
    // The same lock order as every other writer: the order first, then the refund.
    const order = found.orderId ? await lockOrder(t, found.orderId) : undefined;
    const refund = await lockRefund(t, found.id);
    if (!refund || refund.status !== "pending" || event.status === "pending") return { kind: "stale", orderId: found.orderId };
    await moveRefund(t, refund.id, "pending", {
      status: event.status,
      providerRefundId: event.providerRefundId,
      failureReason: event.status === "failed" ? "The payment provider could not complete the refund" : null,
      updatedAt: deps.now(),
    });
    // Money that actually went back to a billed order's customer takes its tax back on a credit
    // note, numbered in this transaction; a failed refund gave nothing back, so it gets none.
    if (event.status === "processed" && order?.billNumber) {
      await issueCreditNote(t, { orderId: order.id, amountPaise: refund.amountPaise, refundId: refund.id, issuedAt: deps.now() });
    }
    if (event.status === "processed" && order)
      await notify(t, { kind: "refund-processed", userId: order.userId, orderId: order.id, refundId: refund.id }, deps.now());
    return { kind: "ok", orderId: refund.orderId };
  });
  if (outcome.orderId) await onOrderChanged(deps, outcome.orderId, "refunded");
  return outcome.kind;
}

/**
 * The customer's own cancellation: only their order (anyone else's is "not found"), only while
 * it is Pending and within 15 minutes of placing it. The order is Canceled and the whole amount
 * is refunded in the same transaction; the provider is asked once that has committed.
 */
export async function cancelOwnOrder(
  deps: AppDeps,
  payments: PaymentProvider,
  log: RefundLog,
  caller: Principal,
  orderId: string,
): Promise<Order> {
  const refundId = await inTransaction(deps.db, async (t) => {
    const order = await lockOrder(t, orderId);
    if (!order || order.userId !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
    const now = deps.now();
    if (!canCustomerCancel({ status: order.status, createdAt: order.createdAt.toISOString() }, now))
      throw conflict(REFUND_MESSAGES.order.cancelWindow);
    await recordStatusChange(t, { orderId, from: order.status, to: "Canceled", changedBy: caller.id, now });
    const refundId = await refundLockedOrder(t, order, { amountPaise: "rest", reason: "Cancelled by the customer", by: caller.id, now });
    await notify(t, { kind: "order-cancelled", userId: order.userId, orderId, refundId }, now);
    return refundId;
  });
  await dispatchRefunds(deps, payments, log, [refundId]);
  await onOrderChanged(deps, orderId, "cancelled");
  return viewOf(deps, orderId);
}

/** Staff refund part (or the rest) of an order, with a reason: never more than is left. */
export async function refundPart(
  deps: AppDeps,
  payments: PaymentProvider,
  log: RefundLog,
  admin: Principal,
  orderId: string,
  body: RefundBody,
): Promise<Order> {
  const refundId = await inTransaction(deps.db, async (t) => {
    const order = await lockOrder(t, orderId);
    if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
    return refundLockedOrder(t, order, { amountPaise: body.amountPaise, reason: body.reason, by: admin.id, now: deps.now() });
  });
  await dispatchRefunds(deps, payments, log, [refundId]);
  return viewOf(deps, orderId);
}

/**
 * Sends a failed refund again under its own id, so the provider can never pay it twice. It
 * counts against what is left again, so a retry cannot push the total past what was paid.
 */
export async function retryRefund(
  deps: AppDeps,
  payments: PaymentProvider,
  log: RefundLog,
  orderId: string,
  refundId: string,
): Promise<Order> {
  await inTransaction(deps.db, async (t) => {
    const order = await lockOrder(t, orderId);
    const refund = order ? await lockRefund(t, refundId) : undefined;
    if (!order || !refund || refund.orderId !== orderId) throw notFound(REFUND_MESSAGES.refund.notFound);
    if (refund.status !== "failed") throw conflict(REFUND_MESSAGES.refund.notFailed);
    const left = refundablePaise(order.billPricePaise, await refundsOfOrder(t, orderId));
    if (refund.amountPaise > left) throw conflict(exceedsMessage(left));
    await moveRefund(t, refund.id, "failed", { status: "pending", failureReason: null, updatedAt: deps.now() });
  });
  await dispatchRefund(deps, payments, log, refundId);
  return viewOf(deps, orderId);
}

async function viewOf(deps: AppDeps, orderId: string): Promise<Order> {
  const order = await findOrderView(deps.db, orderId);
  if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
  return order;
}
