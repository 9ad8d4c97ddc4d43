import type { Database } from "../platform/database/client.ts";
import type { Logger } from "../platform/logger.ts";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "../platform/ports/payment-provider.ts";
import { paymentsUnknownToTheShop } from "../read-models/money-ledger.ts";
import type { Checkout } from "../modules/checkout/index.ts";
import { ensureCaptured } from "../modules/payments/index.ts";
import type { SettleOutcome, SettlePayment } from "./settle-payment.ts";

// Reconciling payments: asks the provider about checkouts nobody reported and reads its list of
// recent captured payments, and settles each captured payment exactly as a webhook would
// (processes/settle-payment.ts). No lock is held while the provider is asked: checkouts are
// claimed in one short statement, the provider is asked, and each settlement is its own
// transaction. Each round also runs the refund sweeper.

export interface ReconcilePaymentsDeps {
  db: Database;
  payments: PaymentProvider;
  checkout: Pick<Checkout, "claimUnsettled" | "expireCheckout">;
  settlement: Pick<SettlePayment, "settle" | "rules" | "afterSettlement">;
  /** Sends again every refund the provider has not taken (processes/refund-order.ts). */
  sweepRefunds(log: Logger): Promise<{ sent: number }>;
}

export function createReconcilePayments(deps: ReconcilePaymentsDeps) {
  return {
    reconcilePayments: (log: Logger) => reconcileCheckouts(deps, log),
    /** One whole round: the checkouts, the provider's recent payments, then the refund sweeper. */
    reconcileRound: (log: Logger) => reconcileRound(deps, log),
    /** Runs a round every `intervalMs` in this process; rounds never overlap. Answers stop(). */
    startReconciliation: (log: Logger, intervalMs: number) => startReconciliation(deps, log, intervalMs),
  };
}

/** A checkout this young may still be settled by its own browser; leave it be. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** A checkout one process took is left by the others this long (it asks the provider meanwhile). */
const LEASE_MS = 50 * 1000;
/** How far back each round reads the provider's list of payments (the daily ledger reads whole days). */
export const SCAN_WINDOW_MS = 6 * 60 * 60 * 1000;
const BATCH = 50;

export interface ReconcileReport {
  /** Kept for callers: every process runs (the claim is what keeps two from the same checkout). */
  ran: boolean;
  checked: number;
  ordersCreated: number;
  refunded: number;
  expired: number;
  /** Captured payments from the provider's list that the shop knew nothing of, settled now. */
  found: number;
}

/**
 * Asks the provider about checkouts that were started but never settled, so a lost webhook or a
 * closed tab cannot leave a paid customer without an order: each captured payment is settled
 * exactly as a webhook would (an order, or a full refund), and a checkout with no payment past
 * its expiry is closed. Then the provider's list of recent payments: a captured payment the shop
 * knows nothing of (one made after its checkout expired, a second payment nobody reported) is
 * settled too, which refunds it.
 */
async function reconcileCheckouts(deps: ReconcilePaymentsDeps, log: Logger): Promise<ReconcileReport> {
  const { payments, settlement } = deps;
  const outcomes: SettleOutcome[] = [];
  const rules = settlement.rules();
  const now = rules.now.getTime();
  const claimed = await deps.checkout.claimUnsettled({
    before: new Date(now - RECONCILE_AFTER_MS),
    leaseFrom: new Date(now - LEASE_MS),
    now: rules.now,
    limit: BATCH,
  });
  let expired = 0;
  const settle = async (providerOrderId: string, payment: ProviderPayment): Promise<SettleOutcome> => {
    const outcome = await settlement.settle(
      deps.db,
      { provider: payments.name, providerOrderId, providerPaymentId: payment.id, amountPaise: payment.amountPaise },
      rules,
    );
    outcomes.push(outcome);
    // Refunds are sent once their rows are committed, never under a lock.
    await settlement.afterSettlement(outcome, "webhook", log);
    return outcome;
  };
  for (const checkout of claimed) {
    let taken: ProviderPayment[];
    try {
      taken = await capturedPayments(payments, checkout.providerOrderId, checkout.amountPaise);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ err: error, providerOrderId: checkout.providerOrderId }, "reconciliation could not ask the provider; next round");
      continue;
    }
    if (taken.length === 0) {
      if (now - checkout.createdAt.getTime() > rules.checkoutExpiryMs) {
        // Only a checkout still pending: one settled meanwhile stays settled. A payment arriving
        // after this is refunded (the webhook, or the provider's list below in a later round).
        await deps.checkout.expireCheckout(deps.db, checkout.id);
        expired++;
      }
      continue;
    }
    // Every captured payment: the first may make the order, any other is refunded.
    for (const payment of taken) await settle(checkout.providerOrderId, payment);
  }
  const found = await settleUnknownPayments(
    deps,
    { from: new Date(now - SCAN_WINDOW_MS), to: new Date(now - RECONCILE_AFTER_MS) },
    settle,
    log,
  );
  return {
    ran: true,
    checked: claimed.length,
    ordersCreated: outcomes.filter((o) => o.kind === "order" && o.created).length,
    refunded: outcomes.filter(
      (o) => (o.kind === "rejected" || o.kind === "expired" || o.kind === "slot-gone" || o.kind === "duplicate-payment") && o.refundId,
    ).length,
    expired,
    found,
  };
}

/**
 * The provider's captured payments of a time range that the shop knows nothing of (no order is
 * theirs, no refund was made for them), each settled like a webhook: an order when its checkout
 * still can make one, otherwise a full refund. Answers how many of our checkouts' there were.
 */
export async function settleUnknownPayments(
  deps: Pick<ReconcilePaymentsDeps, "db" | "payments">,
  range: { from: Date; to: Date },
  settle: (providerOrderId: string, payment: ProviderPayment) => Promise<SettleOutcome>,
  log: Logger,
): Promise<number> {
  let listed;
  try {
    listed = await deps.payments.listPayments(range);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error }, "reconciliation could not list the provider's payments; next round");
    return 0;
  }
  const captured = listed.filter((p) => p.status === "captured" && p.orderId !== null && p.currency === "INR");
  const unknown = new Set(
    await paymentsUnknownToTheShop(
      deps.db,
      captured.map((p) => p.id),
    ),
  );
  let found = 0;
  for (const payment of captured) {
    if (!unknown.has(payment.id) || payment.orderId === null) continue;
    const outcome = await settle(payment.orderId, payment);
    // A payment of a provider order that is not one of our checkouts (another use of the same
    // account) is none of the shop's business.
    if (outcome.kind === "unknown") continue;
    log.warn(
      { providerOrderId: payment.orderId, providerPaymentId: payment.id, outcome: outcome.kind },
      "a captured payment nobody reported: settled now",
    );
    found++;
  }
  return found;
}

/**
 * The order's payments that are the shop's money: captured ones, and authorized ones captured
 * now (for the checkout's amount, as the browser's and the webhook's paths do).
 */
async function capturedPayments(payments: PaymentProvider, orderId: string, amountPaise: number): Promise<ProviderPayment[]> {
  const taken: ProviderPayment[] = [];
  for (const payment of await payments.fetchOrderPayments(orderId)) {
    if (payment.status !== "captured" && payment.status !== "authorized") continue;
    const outcome = await ensureCaptured(payments, { orderId, paymentId: payment.id, amountPaise });
    if (outcome.kind === "captured") taken.push(outcome.payment);
  }
  return taken;
}

async function reconcileRound(deps: ReconcilePaymentsDeps, log: Logger): Promise<{ report: ReconcileReport; sent: number }> {
  const report = await reconcileCheckouts(deps, log);
  const { sent } = await deps.sweepRefunds(log);
  return { report, sent };
}

/** Runs a round every `intervalMs` in this process; rounds never overlap. Answers stop(). */
function startReconciliation(deps: ReconcilePaymentsDeps, log: Logger, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileRound(deps, log)
      .catch((error: unknown) => log.error({ err: error }, "reconciliation failed; next round"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
