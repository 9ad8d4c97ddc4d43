import { orderShortWeightPaise, SERVER_MESSAGES, type Order, type PackedBody } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { notFound } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import type { Principal } from "../platform/principal.ts";
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
}

export type RecordPackedWeights = ReturnType<typeof createRecordPackedWeights>["recordPackedWeights"];

export function createRecordPackedWeights(deps: RecordPackedWeightsDeps) {
  const { db, clock, orders, refunds } = deps;
  return {
    recordPackedWeights: async (staff: Principal, orderId: string, body: PackedBody, log: Logger): Promise<Order> => {
      const refundId = await inTransaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
        const lines = await orders.packLockedOrder(tx, order, body.lines, staff.id, clock.now());
        const owed = orderShortWeightPaise(lines, deps.toleranceGrams, order.discountPaise);
        return refunds.refundShortWeight(tx, order, owed, clock.now());
      });
      await deps.sendRefunds([refundId], log);
      return orders.orderView(orderId);
    },
  };
}
