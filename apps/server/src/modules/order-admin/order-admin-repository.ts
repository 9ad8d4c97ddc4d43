import { and, desc, eq } from "drizzle-orm";
import type { OrderStatus } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { orders, orderStatusChanges } from "../../db/schema.ts";

/**
 * Sets an order's status and records the change (from, to, who, when) in one transaction; the
 * order must belong to `customerId`. Answers false when there is no such order.
 */
export async function changeOrderStatus(
  db: Database,
  change: { orderId: string; customerId: string; status: OrderStatus; changedBy: string; now: () => Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, change.orderId), eq(orders.userId, change.customerId)))
      .for("update")
      .limit(1);
    if (!order) return false;
    if (order.status === change.status) return true;
    // Read the clock once the order is locked, and never before the previous change: the
    // history lists changes in the order they were made, even when two admins click together.
    const [last] = await tx
      .select({ at: orderStatusChanges.changedAt })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, change.orderId))
      .orderBy(desc(orderStatusChanges.changedAt))
      .limit(1);
    const now = change.now();
    const changedAt = last && last.at >= now ? new Date(last.at.getTime() + 1) : now;
    await tx.update(orders).set({ status: change.status }).where(eq(orders.id, change.orderId));
    await tx.insert(orderStatusChanges).values({
      orderId: change.orderId,
      fromStatus: order.status,
      toStatus: change.status,
      changedBy: change.changedBy,
      changedAt,
    });
    return true;
  });
}
