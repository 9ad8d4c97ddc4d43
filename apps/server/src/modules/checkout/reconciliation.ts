import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { firstRow } from "../../platform/database/raw-rows.ts";
import { ensureCaptured } from "../payments/index.ts";
import { markCheckoutExpired, unsettledCheckouts } from "./checkout-repository.ts";
import { afterSettlement, countSettlement, settlePayment, settleRules, type PaymentLog, type SettleOutcome } from "./checkout-use-cases.ts";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "../../platform/ports/payment-provider.ts";

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
export async function reconcileCheckouts(deps: AppDeps, payments: PaymentProvider, log: PaymentLog): Promise<ReconcileReport> {
  const outcomes: SettleOutcome[] = [];
  const report = await inTransaction(deps.db, async (t): Promise<ReconcileReport> => {
    const locked = firstRow<{ locked: boolean }>(await t.execute(sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK}) as locked`));
    if (!locked?.locked) return { ran: false, checked: 0, ordersCreated: 0, refunded: 0, expired: 0 };
    const rules = settleRules(deps);
    const stale = await unsettledCheckouts(t, new Date(rules.now.getTime() - RECONCILE_AFTER_MS), BATCH);
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
          await markCheckoutExpired(t, checkout.id);
          expired++;
        }
        continue;
      }
      // Every captured payment: the first may make the order, any other is refunded.
      for (const payment of taken) {
        outcomes.push(
          await settlePayment(
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
      refunded: outcomes.filter((o) => (o.kind === "rejected" || o.kind === "expired") && o.refundId).length,
      expired,
    };
  });
  // Refunds are sent once their rows are committed, never while holding the lock.
  for (const outcome of outcomes) {
    countSettlement(deps.metrics, outcome, "webhook");
    await afterSettlement(deps, payments, log, outcome);
  }
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
export function startReconciliation(deps: AppDeps, payments: PaymentProvider, log: PaymentLog, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileCheckouts(deps, payments, log)
      .catch((error: unknown) => log.error({ err: error }, "reconciliation failed; next round"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
