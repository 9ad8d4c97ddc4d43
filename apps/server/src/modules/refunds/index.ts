// Refunds' front door: money sent back on an order's payment (a cancellation, staff's refund of
// part of it) or on a payment that made no order, never more than was paid, each under its own
// id as the provider's idempotency key; and the moves of a refund as the provider reports it.
// Asking the provider and settling its word span modules: processes/refund-order.ts.
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { refundsAdminRoutes, type RefundsRouteDeps } from "./refunds-routes.ts";
import {
  findRefund,
  lockRefund,
  moveRefund,
  orderlessRefunds,
  refundLinesOfLockedOrder,
  refundLockedOrder,
  refundOrphanPayment,
  refundReportedOn,
  refundShortWeight,
  refundsOfPayments,
  refundsToSweep,
  reopenFailedRefund,
  setProviderRefundId,
  takeForSweep,
  type RefundableOrder,
  type RefundRow,
} from "./refunds-use-cases.ts";

export type { RefundLines, RefundPart, RetryRefund } from "./refunds-routes.ts";
export type { RefundableOrder, RefundRow } from "./refunds-use-cases.ts";

export type Refunds = ReturnType<typeof createRefunds>;

export function createRefunds(deps: { db: Database }) {
  return {
    /** A refund of a locked order (in `tx`): an amount, or "rest" (null when nothing is left). */
    refundLockedOrder: (tx: Database, order: RefundableOrder, request: Parameters<typeof refundLockedOrder>[2]) =>
      refundLockedOrder(tx, order, request),
    /** A refund of chosen lines of a locked order (in `tx`): never more grams of a line than it was sold as, never more money than is left. */
    refundLinesOfLockedOrder: (tx: Database, order: RefundableOrder, request: Parameters<typeof refundLinesOfLockedOrder>[2]) =>
      refundLinesOfLockedOrder(tx, order, request),
    /** Tops a locked order's short-weight refunds up to what its packed lines owe (in `tx`); null when nothing new is owed. */
    refundShortWeight: (tx: Database, order: RefundableOrder, owedPaise: number, now: Date) => refundShortWeight(tx, order, owedPaise, now),
    /** A payment that made no order, sent back in full once (in the settling transaction `tx`). */
    refundOrphanPayment: (tx: Database, payment: Parameters<typeof refundOrphanPayment>[1]) => refundOrphanPayment(tx, payment),
    find: (refundId: string): Promise<RefundRow | undefined> => findRefund(deps.db, refundId),
    /** The refund a provider's report names, by our id or the provider's (read in `tx`). */
    reportedOn: (tx: Database, report: { refundId: string | null; providerRefundId: string }) => refundReportedOn(tx, report),
    /** The refund, locked until `tx` ends (after its order's lock: the same order every writer takes). */
    lock: (tx: Database, refundId: string) => lockRefund(tx, refundId),
    /** Moves a refund on only from the state it was read in, so a stale writer changes nothing. */
    move: (tx: Database, refundId: string, from: RefundRow["status"], to: Parameters<typeof moveRefund>[3]) =>
      moveRefund(tx, refundId, from, to),
    /** The provider's id of a refund it took. */
    setProviderRefundId: (refundId: string, providerRefundId: string) => setProviderRefundId(deps.db, refundId, providerRefundId),
    /** A failed refund of a locked order, made pending to be sent again (in `tx`). */
    reopenFailed: (tx: Database, order: RefundableOrder, refundId: string, now: Date) => reopenFailedRefund(tx, order, refundId, now),
    /** Refunds the provider has not taken, untouched since `before` (the sweeper's round). */
    toSweep: (before: Date, limit: number) => refundsToSweep(deps.db, before, limit),
    /** One of them made ready to send again, in `tx` after its order's lock; false: leave it. */
    takeForSweep: (tx: Database, order: RefundableOrder | undefined, refundId: string, request: { before: Date; now: Date }) =>
      takeForSweep(tx, order, refundId, request),
    /** Every refund of these provider payments, any state (the ledger). */
    ofPayments: (providerPaymentIds: readonly string[]) => refundsOfPayments(deps.db, providerPaymentIds),
    routes: (r: Omit<RefundsRouteDeps, "orderlessRefunds">): ModuleRoutes => ({
      admin: refundsAdminRoutes({ ...r, orderlessRefunds: () => orderlessRefunds(deps.db, 200) }),
    }),
  };
}
