import { indiaDayBounds, indiaTime, REFUND_MESSAGES, type Ledger, type LedgerMismatch } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { invalid, upstreamFailed } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { PaymentProviderError, type ListedRefund, type PaymentProvider } from "../platform/ports/payment-provider.ts";
import {
  ordersOfPayments,
  ordersPaidBetween,
  refundsMadeBetween,
  refundsOfPayments,
  type LedgerOrder,
  type LedgerRefund,
} from "../read-models/money-ledger.ts";
import { settleUnknownPayments } from "./reconcile-payments.ts";
import type { SettlePayment } from "./settle-payment.ts";

// The daily ledger: one India day of the provider's captured payments and refunds (read through
// its list calls) against the shop's orders, refunds and credit notes, and every place they
// disagree. Staff read it (GET /api/admin/ledger, /admin/ledger); a daily job settles what it can
// (a captured payment nobody reported is refunded) and logs what is left.

export interface DailyLedgerDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  settlement: Pick<SettlePayment, "settle" | "rules" | "afterSettlement">;
}

/** The provider's refunds of a day's payments are read this long after the day, at most. */
const REFUNDS_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createDailyLedger(deps: DailyLedgerDeps) {
  return {
    /** The ledger of an India day (YYYY-MM-DD, already well formed); 400 for a day after today. */
    ledgerOf: async (date: string): Promise<Ledger> => {
      if (date > indiaTime(deps.clock.now()).date) throw invalid(REFUND_MESSAGES.ledger.dateRange);
      try {
        return await ledgerOf(deps, date);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw upstreamFailed(REFUND_MESSAGES.ledger.providerUnavailable);
        throw error;
      }
    },
    /** The daily job's work for one day: settle captured payments nobody reported, then the ledger, logged. */
    closeDay: (date: string, log: Logger) => closeDay(deps, date, log),
    /** Closes yesterday (India) once a day in this process, checking every `intervalMs`. Answers stop(). */
    startDailyLedger: (log: Logger, intervalMs: number) => startDailyLedger(deps, log, intervalMs),
  };
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
const counts = (status: string) => status !== "failed";

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

async function ledgerOf(deps: DailyLedgerDeps, date: string): Promise<Ledger> {
  const { payments, db } = deps;
  const { start, end } = indiaDayBounds(date);
  const now = deps.clock.now();
  const refundsTo = new Date(Math.max(start.getTime(), Math.min(now.getTime() + 1000, end.getTime() + REFUNDS_AFTER_MS)));
  const listed = await payments.listPayments({ from: start, to: end });
  const providerRefunds = await payments.listRefunds({ from: start, to: refundsTo });
  const captured = listed.filter((p) => (p.status === "captured" || p.status === "refunded") && p.currency === "INR");
  const dayRefunds = providerRefunds.filter((r) => r.createdAt < end);

  const shopOrders = await ordersPaidBetween(db, payments.name, start, end);
  const shopRefunds = await refundsMadeBetween(db, payments.name, start, end);

  const paymentIds = [
    ...new Set([
      ...captured.map((p) => p.id),
      ...shopOrders.map((o) => o.providerPaymentId),
      ...shopRefunds.map((r) => r.providerPaymentId),
      ...dayRefunds.map((r) => r.paymentId),
    ]),
  ];
  const orderOf = new Map((await ordersOfPayments(db, paymentIds)).map((o): [string, LedgerOrder] => [o.providerPaymentId, o]));
  const shopRefundsOf = groupBy(await refundsOfPayments(db, paymentIds), (r) => r.providerPaymentId);
  const providerRefundsOf = groupBy(providerRefunds, (r) => r.paymentId);
  const providerRefunded = (paymentId: string) =>
    sum((providerRefundsOf.get(paymentId) ?? []).filter((r) => counts(r.status)).map((r) => r.amountPaise));

  const mismatches: LedgerMismatch[] = [];
  for (const payment of captured) {
    const order = orderOf.get(payment.id);
    if (!order) {
      const left = payment.amountPaise - providerRefunded(payment.id);
      if (left > 0) mismatches.push({ kind: "captured_without_order", paymentId: payment.id, orderId: null, amountPaise: left });
    } else if (order.billPricePaise !== payment.amountPaise) {
      mismatches.push({
        kind: "amount_differs",
        paymentId: payment.id,
        orderId: order.id,
        amountPaise: payment.amountPaise - order.billPricePaise,
      });
    }
  }
  // The provider's refunds of the day against everything the shop meant to refund on each payment.
  for (const [paymentId, made] of groupBy(dayRefunds, (r) => r.paymentId)) {
    const sent = sum(made.filter((r) => counts(r.status)).map((r) => r.amountPaise));
    const meant = sum((shopRefundsOf.get(paymentId) ?? []).filter((r) => counts(r.status)).map((r) => r.amountPaise));
    if (sent > meant)
      mismatches.push({ kind: "refunded_twice", paymentId, orderId: orderOf.get(paymentId)?.id ?? null, amountPaise: sent - meant });
  }
  const capturedIds = new Set(captured.map((p) => p.id));
  for (const order of shopOrders) {
    if (capturedIds.has(order.providerPaymentId)) continue;
    // Paid just before midnight, or reported on another day: ask about that payment alone.
    const payment = await payments.fetchPayment({ paymentId: order.providerPaymentId, orderId: order.providerOrderId });
    if (!payment || (payment.status !== "captured" && payment.status !== "refunded"))
      mismatches.push({
        kind: "order_without_capture",
        paymentId: order.providerPaymentId,
        orderId: order.id,
        amountPaise: order.billPricePaise,
      });
    else if (payment.amountPaise !== order.billPricePaise)
      mismatches.push({
        kind: "amount_differs",
        paymentId: order.providerPaymentId,
        orderId: order.id,
        amountPaise: payment.amountPaise - order.billPricePaise,
      });
  }
  for (const refund of shopRefunds) {
    if (!counts(refund.status) && !sweeperSends(refund)) continue;
    if (!providerHas(providerRefunds, refund))
      mismatches.push({
        kind: "refund_missing",
        paymentId: refund.providerPaymentId,
        orderId: refund.orderId,
        amountPaise: refund.amountPaise,
      });
    else if (refund.creditNoted === false)
      mismatches.push({
        kind: "credit_note_missing",
        paymentId: refund.providerPaymentId,
        orderId: refund.orderId,
        amountPaise: refund.amountPaise,
      });
  }
  /**
   * A failed refund the provider never took that the sweeper will send again (a payment without an
   * order is always refunded; an order's only while what is left allows it): still money owed.
   */
  function sweeperSends(refund: LedgerRefund): boolean {
    if (refund.status !== "failed" || refund.providerRefundId !== null) return false;
    const order = refund.orderId ? orderOf.get(refund.providerPaymentId) : undefined;
    if (!refund.orderId) return true;
    if (!order) return false;
    const given = (shopRefundsOf.get(refund.providerPaymentId) ?? []).filter((r) => r.orderId === order.id && counts(r.status));
    return refund.amountPaise <= order.billPricePaise - sum(given.map((r) => r.amountPaise));
  }
  mismatches.sort((a, b) => a.kind.localeCompare(b.kind) || a.paymentId.localeCompare(b.paymentId));
  return {
    date,
    provider: {
      capturedPaise: sum(captured.map((p) => p.amountPaise)),
      refundedPaise: sum(dayRefunds.filter((r) => counts(r.status)).map((r) => r.amountPaise)),
    },
    shop: {
      paidPaise: sum(shopOrders.map((o) => o.billPricePaise)),
      refundedPaise: sum(shopRefunds.filter((r) => counts(r.status)).map((r) => r.amountPaise)),
    },
    mismatches,
  };
}

/** The provider's record of one of our refunds: by its id, or by our id in its notes. */
function providerHas(listed: readonly ListedRefund[], refund: LedgerRefund): boolean {
  return listed.some((r) => (refund.providerRefundId !== null && r.id === refund.providerRefundId) || r.refundId === refund.id);
}

async function closeDay(deps: DailyLedgerDeps, date: string, log: Logger): Promise<Ledger> {
  const { start, end } = indiaDayBounds(date);
  const rules = deps.settlement.rules();
  await settleUnknownPayments(
    deps,
    { from: start, to: end },
    async (providerOrderId, payment) => {
      const outcome = await deps.settlement.settle(
        deps.db,
        { provider: deps.payments.name, providerOrderId, providerPaymentId: payment.id, amountPaise: payment.amountPaise },
        rules,
      );
      await deps.settlement.afterSettlement(outcome, "webhook", log);
      return outcome;
    },
    log,
  );
  const ledger = await ledgerOf(deps, date);
  // A day that matches is no news; one that does not is staff's to look at (/admin/ledger).
  if (ledger.mismatches.length > 0) log.warn({ date, mismatches: ledger.mismatches }, "the day's money does not match the provider's");
  return ledger;
}

function startDailyLedger(deps: DailyLedgerDeps, log: Logger, intervalMs: number): () => void {
  let closed: string | null = null;
  let running = false;
  const timer = setInterval(() => {
    const yesterday = indiaTime(new Date(deps.clock.now().getTime() - DAY_MS)).date;
    if (running || closed === yesterday) return;
    running = true;
    closeDay(deps, yesterday, log)
      .then(() => {
        closed = yesterday;
      })
      .catch((error: unknown) => log.error({ err: error, date: yesterday }, "the daily ledger failed; next round"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
