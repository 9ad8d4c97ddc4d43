// Live orders' front door: staff's screens hear of order changes as they happen. Other modules
// call `announceOrderChange` after an order is placed, its status set, cancelled or refunded.
export { announceOrderChange, orderChangeAnnouncement } from "./live-orders-use-cases.ts";
export { liveOrdersRoutes } from "./live-orders-routes.ts";
export { orderEventHub } from "./order-event-hub.ts";
