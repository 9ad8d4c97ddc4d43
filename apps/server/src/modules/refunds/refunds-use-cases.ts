import { paiseToRupees, refundablePaise, REFUND_MESSAGES, SHORT_WEIGHT_REASON } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import {
  refundedGramsOf,
  insertRefundLines,
  findRefund,
  findRefundByProviderId,
  insertOrphanRefund,
  insertRefund,
  lockRefund,
  moveRefund,
  orderlessRefunds,
  refundsOfOrder,
  refundsOfPayments,
  refundsToSweep,
  setProviderRefundId,
  type RefundRow,
} from "./refunds-repository.ts";

export { findRefund, lockRefund, moveRefund, orderlessRefunds, refundsOfPayments, refundsToSweep, setProviderRefundId, type RefundRow };

/** An order as a refund needs it: what was paid, and the payment to send money back on. */
export interface RefundableOrder {
  id: string;
  billPricePaise: number;
  checkoutId: string;
  provider: string;
  providerPaymentId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A refund of a locked order: `amountPaise`, or "rest" for all that is still refundable. What
 * was refunded before (pending or processed; a failed one gave nothing back) is read under the
 * order's lock, so two refunds at once can never add up to more than was paid. Answers the new
 * refund's id, or null when "rest" finds nothing left.
 */
export async function refundLockedOrder(
  db: Database,
  order: RefundableOrder,
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

/**
 * A refund of chosen lines of a locked order: `amountPaise` is what they really cost (the caller
 * works it out), held under what is still refundable. A line refunded before is refused (409);
 * the lines are kept with the refund, so the same line is never refunded twice.
 */
export async function refundLinesOfLockedOrder(
  db: Database,
  order: RefundableOrder,
  request: {
    /** Each line refunded: its grams in this refund, and all it was sold as. */
    lines: readonly { lineId: string; grams: number; soldGrams: number }[];
    amountPaise: number;
    reason: string;
    by: string | null;
    now: Date;
  },
): Promise<string> {
  // A line's refunds together never pay for more grams than it was sold as.
  const refunded = await refundedGramsOf(
    db,
    request.lines.map((l) => l.lineId),
  );
  if (request.lines.some((l) => (refunded.get(l.lineId) ?? 0) + l.grams > l.soldGrams))
    throw conflict(REFUND_MESSAGES.refund.lineAlreadyRefunded);
  const left = refundablePaise(order.billPricePaise, await refundsOfOrder(db, order.id));
  if (left <= 0) throw conflict(REFUND_MESSAGES.refund.nothingLeft);
  const refundId = await insertRefund(db, {
    orderId: order.id,
    checkoutId: order.checkoutId,
    provider: order.provider,
    providerPaymentId: order.providerPaymentId,
    amountPaise: Math.min(request.amountPaise, left),
    reason: request.reason,
    createdBy: request.by,
    createdAt: request.now,
  });
  await insertRefundLines(db, refundId, request.lines);
  return refundId;
}

/**
 * Tops a locked order's short-weight refunds up to `owedPaise` (what its packed lines give back in
 * all): only the part not yet refunded for short weight, and never more than is left of what was
 * paid. Recording the same weights again owes nothing new, so it refunds nothing. A failed one
 * still counts: it is sent again under its own id, never made twice. Answers the new refund's id.
 */
export async function refundShortWeight(db: Database, order: RefundableOrder, owedPaise: number, now: Date): Promise<string | null> {
  const made = await refundsOfOrder(db, order.id);
  const already = made.filter((r) => r.reason === SHORT_WEIGHT_REASON).reduce((sum, r) => sum + r.amountPaise, 0);
  const amountPaise = Math.min(owedPaise - already, refundablePaise(order.billPricePaise, made));
  if (amountPaise <= 0) return null;
  return insertRefund(db, {
    orderId: order.id,
    checkoutId: order.checkoutId,
    provider: order.provider,
    providerPaymentId: order.providerPaymentId,
    amountPaise,
    reason: SHORT_WEIGHT_REASON,
    createdBy: null,
    createdAt: now,
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
 * The refund a provider's word is about: by our id (which we send as the idempotency key and in
 * the notes) when it is one, else by the provider's refund id.
 */
export async function refundReportedOn(
  db: Database,
  report: { refundId: string | null; providerRefundId: string },
): Promise<RefundRow | undefined> {
  return (
    (report.refundId && UUID.test(report.refundId) ? await findRefund(db, report.refundId) : undefined) ??
    (await findRefundByProviderId(db, report.providerRefundId))
  );
}

/**
 * A failed refund of a locked order made pending again, to be sent once more under its own id
 * (so the provider can never pay it twice). It counts against what is left again, so a retry
 * cannot push the total past what was paid.
 */
export async function reopenFailedRefund(db: Database, order: RefundableOrder, refundId: string, now: Date): Promise<void> {
  const refund = await lockRefund(db, refundId);
  if (!refund || refund.orderId !== order.id) throw notFound(REFUND_MESSAGES.refund.notFound);
  if (refund.status !== "failed") throw conflict(REFUND_MESSAGES.refund.notFailed);
  const left = refundablePaise(order.billPricePaise, await refundsOfOrder(db, order.id));
  if (refund.amountPaise > left) throw conflict(exceedsMessage(left));
  await moveRefund(db, refund.id, "failed", { status: "pending", failureReason: null, updatedAt: now });
}

/**
 * A refund the sweeper found, made ready to send again under its own id (in `tx`, its order
 * locked first when it has one): a pending one is taken for this round (its time touched, so
 * another process's sweep leaves it), an unknown one becomes pending again, and a failed one too
 * when what is left of its order still allows it (staff decide otherwise). False: nothing to send.
 */
export async function takeForSweep(
  db: Database,
  order: RefundableOrder | undefined,
  refundId: string,
  request: { before: Date; now: Date },
): Promise<boolean> {
  const refund = await lockRefund(db, refundId);
  if (!refund || refund.updatedAt >= request.before) return false;
  if (refund.status === "processed" || (refund.status !== "unknown" && refund.providerRefundId !== null)) return false;
  if (refund.status === "failed" && order) {
    const left = refundablePaise(order.billPricePaise, await refundsOfOrder(db, order.id));
    if (refund.amountPaise > left) return false;
  }
  return moveRefund(db, refund.id, refund.status, { status: "pending", failureReason: null, updatedAt: request.now });
}
