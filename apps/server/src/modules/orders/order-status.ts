import { stockRetakeShortMessage, type OrderStatus } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { conflict } from "../../platform/errors.ts";
import type { OrdersDeps } from "./orders-deps.ts";
import { recordStatusChange, type OrderRow } from "./orders-repository.ts";

/** What entering a status does, inside the transaction that changes it. */
type Effect = "refund-rest" | "release-slot-place" | "release-stock" | "notify-cancelled" | "notify-delivered";

/**
 * The order's states and what entering each does, in order (the one place it is written, like
 * Vendure's order state machine). Any status may follow any other: staff correct mistakes.
 * - Canceled: what is left of the payment is refunded, the order's place in its delivery slot and
 *   the grams it held of its date's stock are given back, and the customer is told (with the refund, when there was one).
 * - Delivered: the customer is told.
 * Leaving Canceled takes again the grams the cancel gave back, or refuses the change (409) when
 * the date's stock no longer fits them: staff raise the stock first.
 */
const ENTERING: Readonly<Record<OrderStatus, readonly Effect[]>> = {
  Pending: [],
  Delivered: ["notify-delivered"],
  Canceled: ["refund-rest", "release-slot-place", "release-stock", "notify-cancelled"],
};

export interface StatusChange {
  to: OrderStatus;
  /** Who changed it (null: nobody, the shop itself). */
  by: string | null;
  /** Why, as the refund of a cancelled order records it. */
  reason: string;
  now: Date;
}

/**
 * Moves a locked order (`order`, read under `tx`'s lock) to another status: the change is
 * recorded (from, to, who, when) and entering the new status does what `ENTERING` says, all in
 * `tx`. Answers the refund it started (to send once `tx` has committed), or null.
 */
export async function changeStatus(
  deps: Pick<OrdersDeps, "refunds" | "notify" | "stock">,
  tx: Database,
  order: OrderRow,
  change: StatusChange,
): Promise<{ refundId: string | null }> {
  const { now } = change;
  if (order.status === "Canceled" && change.to !== "Canceled") {
    const short = await deps.stock.retakeOrder(tx, order.checkoutId);
    if (short) throw conflict(stockRetakeShortMessage(short.name, short.needGrams, short.leftGrams));
  }
  await recordStatusChange(tx, { orderId: order.id, from: order.status, to: change.to, changedBy: change.by, now });
  let refundId: string | null = null;
  for (const effect of ENTERING[change.to]) {
    switch (effect) {
      case "refund-rest":
        refundId = await deps.refunds.refundLockedOrder(tx, order, { amountPaise: "rest", reason: change.reason, by: change.by, now });
        break;
      case "release-slot-place":
        // Nothing to write: a slot's places are counted from its orders that are not Canceled
        // (read-models/slot-places.ts), so the new status itself gives the place back.
        break;
      case "release-stock":
        // The grams its checkout held go back (a second cancel gives nothing: the holds are at 0),
        // remembered as released so leaving Canceled takes exactly them again.
        await deps.stock.releaseOrder(tx, order.checkoutId);
        break;
      case "notify-cancelled":
        await deps.notify(tx, { kind: "order-cancelled", userId: order.userId, orderId: order.id, refundId }, now);
        break;
      case "notify-delivered":
        await deps.notify(tx, { kind: "order-delivered", userId: order.userId, orderId: order.id }, now);
        break;
    }
  }
  return { refundId };
}
