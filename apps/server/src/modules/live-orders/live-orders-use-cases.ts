import type { OrderChangeKind } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { countOrders } from "../orders/index.ts";

/**
 * The one call a module makes when an order changes (placed, status set, cancelled, refunded),
 * after its transaction has committed: staff's Orders screen and Dashboard update without a reload.
 */
export async function announceOrderChange(deps: AppDeps, change: { orderId: string; kind: OrderChangeKind }): Promise<void> {
  await deps.orderEvents?.publish({ orderId: change.orderId, kind: change.kind, at: deps.now().toISOString() });
}

/** Orders placed after `since`: what staff have not seen yet when their screen connects. */
export async function newOrdersSince(deps: AppDeps, since: Date | undefined): Promise<number | null> {
  return since ? countOrders(deps.db, { createdAfter: since }) : null;
}
