import { SERVER_MESSAGES, type Order, type OrderStatus } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { notFound } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { recordAudit, type Actor } from "../modules/audit/index.ts";
import type { LiveOrders } from "../modules/live-orders/index.ts";
import type { Orders } from "../modules/orders/index.ts";

// Staff setting an order's status: any status to any (they correct mistakes), who and when kept
// with the order. Entering a status does what orders' state table says (Canceled refunds what is
// left, Delivered tells the customer); what follows the commit is done here.

export interface SetOrderStatusDeps {
  db: Database;
  clock: Clock;
  orders: Pick<Orders, "lockOrder" | "changeStatus" | "orderView">;
  /** Asks the provider to send refunds once their rows are committed (processes/refund-order.ts). */
  sendRefunds(refundIds: readonly (string | null)[], log: Logger): Promise<void>;
  liveOrders: Pick<LiveOrders, "announce">;
}

export function createSetOrderStatus(deps: SetOrderStatusDeps) {
  return {
    /** The order must belong to `customerId` (the spec's call names both); anything else is "not found". */
    setOrderStatus: async (admin: Actor, orderId: string, customerId: string, status: OrderStatus, log: Logger): Promise<Order> => {
      const changed = await inTransaction(deps.db, async (tx) => {
        const order = await deps.orders.lockOrder(tx, orderId);
        if (!order || order.userId !== customerId) return null;
        if (order.status === status) return { refundId: null };
        // Read the clock once the order is locked, so the history follows the order of the changes.
        const now = deps.clock.now();
        const changed = await deps.orders.changeStatus(tx, order, { to: status, by: admin.id, reason: "Cancelled by staff", now });
        await recordAudit(
          tx,
          admin,
          { action: "order.status", entity: "order", entityId: orderId, before: { status: order.status }, after: { status } },
          now,
        );
        return changed;
      });
      if (!changed) throw notFound(SERVER_MESSAGES.order.notFound);
      await deps.sendRefunds([changed.refundId], log);
      // Other staff screens show the new status (and a cancelled order leaves the revenue) at once.
      await deps.liveOrders.announce(orderId, status === "Canceled" ? "cancelled" : "status");
      return deps.orders.orderView(orderId);
    },
  };
}
