import type { Database } from "../platform/database/client.ts";
import { tryTransactionLock } from "../platform/database/advisory-locks.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import type { Logger } from "../platform/logger.ts";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "../platform/ports/payment-provider.ts";
import type { Checkout } from "../modules/checkout/index.ts";
import { ensureCaptured } from "../modules/payments/index.ts";
import type { SettleOutcome, SettlePayment } from "./settle-payment.ts";

// Reconciling payments: asks the provider about checkouts nobody reported, and settles each
// captured payment exactly as a webhook would (processes/settle-payment.ts).

export interface ReconcilePaymentsDeps {
  db: Database;
  payments: PaymentProvider;
  checkout: Pick<Checkout, "unsettledCheckouts" | "expireCheckout">;
  settlement: Pick<SettlePayment, "settle" | "rules" | "afterSettlement">;
}

export function createReconcilePayments(deps: ReconcilePaymentsDeps) {
  return {
    reconcilePayments: (log: Logger) => reconcileCheckouts(deps, log),
    /** Runs the reconciliation every `intervalMs` in this process; rounds never overlap. Answers stop(). */
    startReconciliation: (log: Logger, intervalMs: number) => startReconciliation(deps, log, intervalMs),
  };
}

/** The advisory lock key every process of the shop agrees on: one reconciliation at a time. */
const RECONCILE_LOCK = 7_341_220_901;
/** A checkout this young may still be settled by its own browser; leave it be. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;
const BATCH = 50;

export interface ReconcileReport {
  /** False when another process held the lock and this one did nothing. */
  ran: boolean;
  checked: number;
  ordersCreated: number;
  refunded: number;
  expired: number;
}

/**
 * Asks the provider about checkouts that were started but never settled, so a lost webhook or
 * a closed tab cannot leave a paid customer without an order: each captured payment is settled
 * exactly as a webhook would (an order, or a full refund), and a checkout with no payment past
 * its expiry is closed. One runner at a time, through a transaction-level advisory lock (safe
 * behind PgBouncer in transaction mode, released by the commit whatever happens).
 */
async function reconcileCheckouts(deps: ReconcilePaymentsDeps, log: Logger): Promise<ReconcileReport> {
  const { payments, settlement } = deps;
  const outcomes: SettleOutcome[] = [];
  const report = await inTransaction(deps.db, async (t): Promise<ReconcileReport> => {
    if (!(await tryTransactionLock(t, RECONCILE_LOCK))) return { ran: false, checked: 0, ordersCreated: 0, refunded: 0, expired: 0 };
    const rules = settlement.rules();
    const stale = await deps.checkout.unsettledCheckouts(t, new Date(rules.now.getTime() - RECONCILE_AFTER_MS), BATCH);
    let expired = 0;
    for (const checkout of stale) {
      let taken: ProviderPayment[];
      try {
        taken = await capturedPayments(payments, checkout.providerOrderId, checkout.amountPaise);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error, providerOrderId: checkout.providerOrderId }, "reconciliation could not ask the provider; next round");
        continue;
      }
      if (taken.length === 0) {
        if (rules.now.getTime() - checkout.createdAt.getTime() > rules.checkoutExpiryMs) {
          await deps.checkout.expireCheckout(t, checkout.id);
          expired++;
        }
        continue;
      }
      // Every captured payment: the first may make the order, any other is refunded.
      for (const payment of taken) {
        outcomes.push(
          await settlement.settle(
            t,
            {
              provider: payments.name,
              providerOrderId: checkout.providerOrderId,
              providerPaymentId: payment.id,
              amountPaise: payment.amountPaise,
            },
            rules,
          ),
        );
      }
    }
    return {
      ran: true,
      checked: stale.length,
      ordersCreated: outcomes.filter((o) => o.kind === "order" && o.created).length,
      refunded: outcomes.filter((o) => (o.kind === "rejected" || o.kind === "expired" || o.kind === "duplicate-payment") && o.refundId)
        .length,
      expired,
    };
  });
  // Refunds are sent once their rows are committed, never while holding the lock.
  for (const outcome of outcomes) await settlement.afterSettlement(outcome, "webhook", log);
  return report;
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

/** Runs the reconciliation every `intervalMs` in this process; rounds never overlap. Answers stop(). */
function startReconciliation(deps: ReconcilePaymentsDeps, log: Logger, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileCheckouts(deps, log)
      .catch((error: unknown) => log.error({ err: error }, "reconciliation failed; next round"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
