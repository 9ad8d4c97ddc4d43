import {
  REFUND_LINES_MESSAGES,
  REFUND_MESSAGES,
  refundForLines,
  SERVER_MESSAGES,
  type Order,
  type RefundBody,
  type RefundLinesBody,
  type RefundPick,
} from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { conflict, invalid, notFound } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { PaymentProviderError, type PaymentProvider, type ProviderRefundStatus } from "../platform/ports/payment-provider.ts";
import { recordAudit, type Actor } from "../modules/audit/index.ts";
import type { Billing } from "../modules/billing/index.ts";
import type { LiveOrders } from "../modules/live-orders/index.ts";
import type { Messages } from "../modules/messages/index.ts";
import type { Orders } from "../modules/orders/index.ts";
import { claimWebhookEvent } from "../modules/payments/index.ts";
import type { Refunds } from "../modules/refunds/index.ts";
import type { Stock } from "../modules/stock/index.ts";

// Refunding: the process that sends money back through the provider and settles its word. A
// refund row is made under its order's lock (staff's refund here, a cancellation in orders'
// state table, a payment that made no order in settlement); the provider is asked only once that
// has committed, and its answer (at once, by webhook, or by the test provider's timer) moves the
// refund on, with a credit note and the customer's message when money actually went back.

export interface RefundOrderDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  orders: Pick<Orders, "lockOrder" | "orderView" | "linesOf">;
  refunds: Pick<
    Refunds,
    | "refundLockedOrder"
    | "refundLinesOfLockedOrder"
    | "find"
    | "reportedOn"
    | "lock"
    | "move"
    | "setProviderRefundId"
    | "reopenFailed"
    | "toSweep"
    | "takeForSweep"
  >;
  billing: Pick<Billing, "issueCreditNote">;
  messages: Pick<Messages, "notify">;
  liveOrders: Pick<LiveOrders, "announce">;
  /** A refunded line's grams go back to its date's stock. */
  stock: Pick<Stock, "giveBackUnits">;
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

/** A refund untouched this long is the sweeper's (the request that made it has long finished with it). */
export const SWEEP_AFTER_MS = 2 * 60 * 1000;
const SWEEP_BATCH = 50;

export type RefundOrder = ReturnType<typeof createRefundOrder>;

export function createRefundOrder(deps: RefundOrderDeps) {
  const { db, clock, payments, orders, refunds } = deps;

  /**
   * Asks the provider to send a pending refund, after the transaction that created it committed
   * (a network call never holds an order's lock). The refund's id is the idempotency key, so a
   * retry after a timeout is the same refund. A provider that refuses marks it failed, for staff
   * to retry; one that answers processed or failed at once settles it like a webhook.
   */
  async function send(refundId: string, log: Logger): Promise<void> {
    const refund = await refunds.find(refundId);
    if (!refund || refund.status !== "pending") return;
    try {
      const sent = await payments.refund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.id,
        notes: { refundId: refund.id, ...(refund.orderId ? { orderId: refund.orderId } : {}) },
      });
      await refunds.setProviderRefundId(refund.id, sent.id);
      if (sent.status !== "pending")
        await settle({ provider: payments.name, eventId: null, refundId: refund.id, providerRefundId: sent.id, status: sent.status });
    } catch (error) {
      // A timeout may hide a refund the provider made: its fate is unknown, never "failed", so it
      // still counts against what is left, and the sweeper asks again under the same key.
      const uncertain = error instanceof PaymentProviderError && error.uncertain;
      log.error({ err: error, refundId: refund.id, uncertain }, "the payment provider did not take the refund");
      await inTransaction(db, async (tx) => {
        if (refund.orderId) await orders.lockOrder(tx, refund.orderId);
        await refunds.move(tx, refund.id, "pending", {
          status: uncertain ? "unknown" : "failed",
          failureReason: (error as Error).message.slice(0, 300),
          updatedAt: clock.now(),
        });
      });
    }
    if (refund.orderId) await deps.liveOrders.announce(refund.orderId, "refunded");
  }

  /**
   * Settles a refund from the provider's word (a webhook, the test provider's timer, or the
   * provider's answer): forward only, pending to processed or failed; a processed refund never
   * changes again, and a redelivered event is recognised by its id and ignored.
   */
  async function settle(event: RefundSettlementEvent): Promise<RefundSettleOutcome> {
    const outcome = await inTransaction(db, async (tx): Promise<{ kind: RefundSettleOutcome; orderId?: string | null }> => {
      if (event.eventId !== null && !(await claimWebhookEvent(tx, event.provider, event.eventId))) return { kind: "duplicate" };
      const found = await refunds.reportedOn(tx, event);
      if (!found || found.provider !== event.provider) return { kind: "unknown" };
      // The same lock order as every other writer: the order first, then the refund.
      const order = found.orderId ? await orders.lockOrder(tx, found.orderId) : undefined;
      const refund = await refunds.lock(tx, found.id);
      // The provider's word wins over ours: a refund we marked failed or unknown (its call timed
      // out, or was refused after the provider had acted) is settled by what the provider says.
      // Processed never changes, and a failed one is not failed again.
      if (
        !refund ||
        refund.status === "processed" ||
        event.status === "pending" ||
        (refund.status === "failed" && event.status === "failed")
      )
        return { kind: "stale", orderId: found.orderId };
      await refunds.move(tx, refund.id, refund.status, {
        status: event.status,
        providerRefundId: event.providerRefundId,
        failureReason: event.status === "failed" ? "The payment provider could not complete the refund" : null,
        updatedAt: clock.now(),
      });
      // Money that actually went back to a billed order's customer takes its tax back on a credit
      // note, numbered in this transaction; a failed refund gave nothing back, so it gets none.
      if (event.status === "processed" && order?.billNumber) {
        await deps.billing.issueCreditNote(tx, {
          orderId: order.id,
          amountPaise: refund.amountPaise,
          refundId: refund.id,
          issuedAt: clock.now(),
        });
      }
      if (event.status === "processed" && order)
        await deps.messages.notify(
          tx,
          { kind: "refund-processed", userId: order.userId, orderId: order.id, refundId: refund.id },
          clock.now(),
        );
      return { kind: "ok", orderId: refund.orderId };
    });
    if (outcome.orderId) await deps.liveOrders.announce(outcome.orderId, "refunded");
    return outcome.kind;
  }

  /**
   * The sweeper: every refund the provider has not taken (a crash after its row committed, a
   * timeout, a refusal, with or without an order) is sent again under its own id until the
   * provider takes it. Each is claimed in a short transaction (its order locked first, as every
   * writer does), released, then sent: no lock is held while the provider is asked.
   */
  async function sweep(log: Logger): Promise<{ sent: number }> {
    const now = clock.now();
    const before = new Date(now.getTime() - SWEEP_AFTER_MS);
    let sent = 0;
    for (const candidate of await refunds.toSweep(before, SWEEP_BATCH)) {
      const taken = await inTransaction(db, async (tx) => {
        const order = candidate.orderId ? await orders.lockOrder(tx, candidate.orderId) : undefined;
        if (candidate.orderId && !order) return false;
        return refunds.takeForSweep(tx, order, candidate.id, { before, now });
      });
      if (!taken) continue;
      await send(candidate.id, log);
      sent++;
    }
    return { sent };
  }

  /** Sends each refund made (null: none was). */
  async function sendAll(refundIds: readonly (string | null)[], log: Logger): Promise<void> {
    for (const id of refundIds) if (id) await send(id, log);
  }

  return {
    send: sendAll,
    settle,
    sweep,

    /** Staff refund part (or the rest) of an order, with a reason: never more than is left. */
    refundPart: async (actor: Actor, orderId: string, body: RefundBody, log: Logger): Promise<Order> => {
      const refundId = await inTransaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
        const refundId = await refunds.refundLockedOrder(tx, order, {
          amountPaise: body.amountPaise,
          reason: body.reason,
          by: actor.id,
          now: clock.now(),
        });
        const after = { refundId, amountPaise: body.amountPaise, reason: body.reason, ...(body.line ? { line: body.line } : {}) };
        await recordAudit(tx, actor, { action: "order.refund", entity: "order", entityId: orderId, after }, clock.now());
        // A refund for a line not delivered: that line's grams go back (never more than its order holds).
        if (body.line) await deps.stock.giveBackUnits(tx, order.checkoutId, body.line.productId, body.line.quantity, body.line.lineId);
        return refundId;
      });
      await sendAll([refundId], log);
      return orders.orderView(orderId);
    },

    /**
     * Staff refund lines at what they cost after the order's discount (spread over the lines in
     * proportion, as `paidPerLine` splits it), computed here under the order's lock: picked lines
     * (units or grams of each, a reason from the list; when staff confirmed an amount and it is not
     * this one, nothing moves and they are asked again), or whole lines by id (issue 32's form).
     * A line's refunds never pay for more grams than it was sold as (409); whole lines, and units
     * refunded as missing, go back to the stock.
     */
    refundLines: async (actor: Actor, orderId: string, body: RefundLinesBody, log: Logger): Promise<Order> => {
      const refundId = await inTransaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
        const lines = await orders.linesOf(tx, orderId);
        const whole = body.lineIds !== undefined;
        const picks: RefundPick[] = body.lineIds
          ? [...new Set(body.lineIds)].map((lineId) => {
              const line = lines.find((l) => l.id === lineId);
              if (!line) throw invalid(REFUND_MESSAGES.refund.lineNotInOrder);
              return { lineId, quantity: line.quantity };
            })
          : body.lines!;
        const priced = refundForLines(lines, order.discountPaise, picks);
        if (!priced.ok) throw invalid(priced.message);
        if (body.expectedAmountPaise !== undefined && body.expectedAmountPaise !== priced.amountPaise)
          throw conflict(REFUND_LINES_MESSAGES.changed);
        const now = clock.now();
        const refundId = await refunds.refundLinesOfLockedOrder(tx, order, {
          lines: picks.map((pick) => {
            const line = lines.find((l) => l.id === pick.lineId)!;
            return {
              lineId: pick.lineId,
              grams: pick.grams ?? pick.quantity! * line.weightGrams,
              soldGrams: line.weightGrams * line.quantity,
            };
          }),
          amountPaise: priced.amountPaise,
          reason: body.reason,
          by: actor.id,
          now,
        });
        await recordAudit(
          tx,
          actor,
          { action: "order.refunded-lines", entity: "order", entityId: orderId, after: { lines: picks, reason: body.reason, refundId } },
          now,
        );
        for (const pick of picks) {
          const line = lines.find((l) => l.id === pick.lineId);
          const units = whole || body.reason === "missing-item" ? pick.quantity : undefined;
          if (line?.productId && units) await deps.stock.giveBackUnits(tx, order.checkoutId, line.productId, units, line.id);
        }
        return refundId;
      });
      await sendAll([refundId], log);
      return orders.orderView(orderId);
    },

    /**
     * Sends a failed refund again under its own id, so the provider can never pay it twice. It
     * counts against what is left again, so a retry cannot push the total past what was paid.
     */
    retryRefund: async (actor: Actor, orderId: string, refundId: string, log: Logger): Promise<Order> => {
      await inTransaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) throw notFound(REFUND_MESSAGES.refund.notFound);
        await refunds.reopenFailed(tx, order, refundId, clock.now());
        await recordAudit(
          tx,
          actor,
          { action: "order.refund-retry", entity: "order", entityId: orderId, after: { refundId } },
          clock.now(),
        );
      });
      await send(refundId, log);
      return orders.orderView(orderId);
    },
  };
}
