import type { OrderStatus } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { lockOrder, recordStatusChange } from "../orders/index.ts";
import { notify } from "../messages/index.ts";
import { refundLockedOrder } from "../refunds/index.ts";

/**
 * Sets an order's status and records the change (from, to, who, when) in one transaction; the
 * order must belong to `customerId`. Setting a paid order to Canceled refunds all that is still
 * refundable in the same transaction, and the customer's message about it is recorded there too. Answers null when there is no such order, else the
 * refund to send (or null).
 */
export async function changeOrderStatus(
  db: Database,
  change: { orderId: string; customerId: string; status: OrderStatus; changedBy: string; now: () => Date },
): Promise<{ refundId: string | null } | null> {
  return inTransaction(db, async (t) => {
    const order = await lockOrder(t, change.orderId);
    if (!order || order.userId !== change.customerId) return null;
    if (order.status === change.status) return { refundId: null };
    // Read the clock once the order is locked, so the history follows the order of the changes.
    const now = change.now();
    await recordStatusChange(t, { orderId: change.orderId, from: order.status, to: change.status, changedBy: change.changedBy, now });
    // The customer hears of a delivery and of a cancellation (with its refund), from the outbox.
    if (change.status === "Delivered") await notify(t, { kind: "order-delivered", userId: order.userId, orderId: order.id }, now);
    if (change.status !== "Canceled") return { refundId: null };
    const refundId = await refundLockedOrder(t, order, { amountPaise: "rest", reason: "Cancelled by staff", by: change.changedBy, now });
    await notify(t, { kind: "order-cancelled", userId: order.userId, orderId: order.id, refundId }, now);
    return { refundId };
  });
}
