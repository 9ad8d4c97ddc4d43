import type { OrderChangeKind } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { countOrders } from "../../read-models/order-views.ts";
import type { OrderAnnouncement } from "../../platform/ports/order-events.ts";

/**
 * The one call a module makes when an order changes (placed, status set, cancelled, refunded),
 * after its transaction has committed: staff's Orders screen and Dashboard update without a reload.
 */
export async function announceOrderChange(deps: AppDeps, change: { orderId: string; kind: OrderChangeKind }): Promise<void> {
  await deps.orderEvents?.publish({ orderId: change.orderId, kind: change.kind, at: deps.now().toISOString() });
}

/**
 * `announceOrderChange` for a change made by one statement that can carry the notification to
 * the other processes itself (`notify`, null when there are none): saves the NOTIFY's round
 * trip and sends it only if the change commits. Call `deliverHere()` after the commit.
 */
export function orderChangeAnnouncement(deps: AppDeps, change: { orderId: string; kind: OrderChangeKind; at: Date }): OrderAnnouncement {
  return (
    deps.orderEvents?.prepare({ orderId: change.orderId, kind: change.kind, at: change.at.toISOString() }) ?? {
      notify: null,
      deliverHere: () => undefined,
    }
  );
}

/** Orders placed after `since`: what staff have not seen yet when their screen connects. */
export async function newOrdersSince(deps: AppDeps, since: Date | undefined): Promise<number | null> {
  return since ? countOrders(deps.db, { createdAfter: since }) : null;
}
