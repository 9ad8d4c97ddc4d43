// Live orders' front door: staff's screens hear of order changes as they happen (server-sent
// events), here and in the shop's other processes. Whatever changes an order announces it after
// its transaction commits; a settlement's own statement carries the news to the other processes.
import type { OrderChangeKind } from "@taaza/domain";
import type { ChangeFeed } from "../../platform/database/change-notifications.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { OrderAnnouncement, OrderEventHub } from "../../platform/ports/order-events.ts";
import { liveOrdersRoutes, orderTrackingRoutes, type LiveOrdersRouteDeps } from "./live-orders-routes.ts";
import { announceOrderChange, orderChangeAnnouncement, type LiveOrdersDeps } from "./live-orders-use-cases.ts";
import { orderEventHub } from "./order-event-hub.ts";

export type LiveOrders = ReturnType<typeof createLiveOrders>;

/** The order event hub of one app: the composition root builds it and hands it to whoever listens. */
export function createOrderEventHub(changes: ChangeFeed | null, onError: (error: unknown) => void): OrderEventHub {
  return orderEventHub(changes, onError);
}

export function createLiveOrders(deps: LiveOrdersDeps) {
  return {
    /** Tells staff's screens, here and in the other processes, after the change has committed. */
    announce: (orderId: string, kind: OrderChangeKind) => announceOrderChange(deps, { orderId, kind }),
    /** The same, carried by the change's own statement (`notify`) and delivered here after commit. */
    prepareAnnouncement: (orderId: string, kind: OrderChangeKind, at: Date): OrderAnnouncement =>
      orderChangeAnnouncement(deps, { orderId, kind, at }),
    routes: (routeDeps: LiveOrdersRouteDeps): ModuleRoutes => ({
      store: orderTrackingRoutes(deps, routeDeps),
      admin: liveOrdersRoutes(deps, routeDeps),
    }),
  };
}
