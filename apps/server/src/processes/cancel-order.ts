import { canCustomerCancel, REFUND_MESSAGES, SERVER_MESSAGES, type Order } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { conflict, notFound } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import type { Principal } from "../platform/principal.ts";
import type { LiveOrders } from "../modules/live-orders/index.ts";
import type { Orders } from "../modules/orders/index.ts";

// A customer cancelling their own order. What entering Canceled does (refund what is left, give
// back the slot's place, tell the customer) is orders' state table, the same for staff's cancel
// (processes/set-order-status.ts); this process adds the customer's rules and what follows the
// commit: the refund sent to the provider, and staff's screens told.

export interface CancelOrderDeps {
  db: Database;
  clock: Clock;
  orders: Pick<Orders, "lockOrder" | "changeStatus" | "orderView">;
  /** Asks the provider to send refunds once their rows are committed (processes/refund-order.ts). */
  sendRefunds(refundIds: readonly (string | null)[], log: Logger): Promise<void>;
  liveOrders: Pick<LiveOrders, "announce">;
}

export function createCancelOrder(deps: CancelOrderDeps) {
  return {
    /**
     * The customer's own cancellation: only their order (anyone else's is "not found"), only while
     * it is Pending and within 15 minutes of placing it. The order is Canceled and the whole amount
     * is refunded in the same transaction; the provider is asked once that has committed.
     */
    cancelOwnOrder: async (caller: Principal, orderId: string, log: Logger): Promise<Order> => {
      const { refundId } = await inTransaction(deps.db, async (tx) => {
        const order = await deps.orders.lockOrder(tx, orderId);
        if (!order || order.userId !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
        const now = deps.clock.now();
        if (!canCustomerCancel({ status: order.status, createdAt: order.createdAt.toISOString() }, now))
          throw conflict(REFUND_MESSAGES.order.cancelWindow);
        return deps.orders.changeStatus(tx, order, { to: "Canceled", by: caller.id, reason: "Cancelled by the customer", now });
      });
      await deps.sendRefunds([refundId], log);
      await deps.liveOrders.announce(orderId, "cancelled");
      return deps.orders.orderView(orderId);
    },
  };
}
