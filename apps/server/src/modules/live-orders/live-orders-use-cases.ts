import type { OrderChangeKind } from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { OrderAnnouncement, OrderEventHub } from "../../platform/ports/order-events.ts";
import { countOrders } from "../../read-models/order-views.ts";

export interface LiveOrdersDeps {
  db: Database;
  clock: Clock;
  /** Staff screens connected here and, through the change feed, to the shop's other processes. */
  orderEvents: OrderEventHub;
}

/**
 * The one call made when an order changes (placed, status set, cancelled, refunded), after its
 * transaction has committed: staff's Orders screen and Dashboard update without a reload.
 */
export async function announceOrderChange(deps: LiveOrdersDeps, change: { orderId: string; kind: OrderChangeKind }): Promise<void> {
  await deps.orderEvents.publish({ orderId: change.orderId, kind: change.kind, at: deps.clock.now().toISOString() });
}

/**
 * `announceOrderChange` for a change made by one statement that can carry the notification to
 * the other processes itself (`notify`, null when there are none): saves the NOTIFY's round
 * trip and sends it only if the change commits. Call `deliverHere()` after the commit.
 */
export function orderChangeAnnouncement(
  deps: LiveOrdersDeps,
  change: { orderId: string; kind: OrderChangeKind; at: Date },
): OrderAnnouncement {
  return deps.orderEvents.prepare({ orderId: change.orderId, kind: change.kind, at: change.at.toISOString() });
}

/** Orders placed after `since`: what staff have not seen yet when their screen connects. */
export async function newOrdersSince(deps: LiveOrdersDeps, since: Date | undefined): Promise<number | null> {
  return since ? countOrders(deps.db, { createdAfter: since }) : null;
}
