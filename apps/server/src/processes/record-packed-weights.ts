import { orderShortWeightPaise, SERVER_MESSAGES, type Order, type PackedBody } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { notFound } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { changedFields, recordAudit, type Actor } from "../modules/audit/index.ts";
import type { FulfilmentModule } from "../modules/fulfilment/index.ts";
import type { Messages } from "../modules/messages/index.ts";
import type { Orders } from "../modules/orders/index.ts";
import type { Refunds } from "../modules/refunds/index.ts";
import type { RefundOrder } from "./refund-order.ts";

// Packing: the packer weighs each line and records it; a line lighter than ordered beyond the
// shop's tolerance gives the value of the missing grams back, through the refund path every
// refund takes (a refund row under the order's lock, sent to the provider after commit, a credit
// note and the customer's message when it is processed). What the lines owe in all is compared
// with what was already refunded for short weight, so weighing again never refunds twice.

export interface RecordPackedWeightsDeps {
  db: Database;
  clock: Clock;
  /** Grams a line may weigh less than ordered before anything is refunded. */
  toleranceGrams: number;
  orders: Pick<Orders, "lockOrder" | "packLockedOrder" | "orderView">;
  refunds: Pick<Refunds, "refundShortWeight">;
  sendRefunds: RefundOrder["send"];
  fulfilment: Pick<FulfilmentModule, "markPacked">;
  messages: Pick<Messages, "notify">;
}

export type RecordPackedWeights = ReturnType<typeof createRecordPackedWeights>["recordPackedWeights"];

export function createRecordPackedWeights(deps: RecordPackedWeightsDeps) {
  const { db, clock, orders, refunds } = deps;
  return {
    recordPackedWeights: async (actor: Actor, orderId: string, body: PackedBody, log: Logger): Promise<Order> => {
      const staff = { id: actor.id };
      const refundId = await inTransaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
        const now = clock.now();
        const lines = await orders.packLockedOrder(tx, order, body.lines, staff.id, now);
        await recordAudit(tx, actor, { action: "order.packed", entity: "order", entityId: orderId, after: { lines: body.lines } }, now);
        // Every line weighed: the order is packed (its first fulfilment step).
        if (lines.every((line) => line.packedGrams !== null)) {
          const packed = await deps.fulfilment.markPacked(tx, orderId, staff.id, now);
          if (packed) {
            await recordAudit(
              tx,
              actor,
              { action: "fulfilment.packed", entity: "order", entityId: orderId, ...changedFields(packed.before, packed.after) },
              now,
            );
            // Once, when it becomes packed: weighing again later tells nobody twice.
            await deps.messages.notify(tx, { kind: "order-packed", userId: order.userId, orderId }, now);
          }
        }
        return refunds.refundShortWeight(tx, order, orderShortWeightPaise(lines, deps.toleranceGrams, order.discountPaise), now);
      });
      await deps.sendRefunds([refundId], log);
      return orders.orderView(orderId);
    },
  };
}
