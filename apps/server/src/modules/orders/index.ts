// Orders' front door: the order's states and what entering each does (`changeStatus`, one table
// for everyone who changes one), the order lock that status changes and refunds share, orders as
// customers and staff read them, and the order routes. Processes that span modules (a cancel,
// staff's status change) are handed to the routes as functions.
import type { Order } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { countOrders, type OrderFilter } from "../../read-models/order-views.ts";
import type { OrdersDeps } from "./orders-deps.ts";
import { changeStatus, type StatusChange } from "./order-status.ts";
import { ordersAdminRoutes, ordersStoreRoutes, type OrdersRouteDeps } from "./orders-routes.ts";
import { linesOfOrder, lockOrder, orderView, staffOrderView, type OrderRow } from "./orders-use-cases.ts";
import { packLockedOrder } from "./packing.ts";

export type { OrdersDeps } from "./orders-deps.ts";
export type { CancelOwnOrder, SetOrderStatus } from "./orders-routes.ts";
export type { OrderRow } from "./orders-use-cases.ts";
export type { StatusChange } from "./order-status.ts";

export type Orders = ReturnType<typeof createOrders>;

export function createOrders(deps: OrdersDeps) {
  return {
    /** The order, locked until `tx` ends: status changes and refunds of one order queue up here. */
    lockOrder: (tx: Database, orderId: string): Promise<OrderRow | undefined> => lockOrder(tx, orderId),
    /** Moves a locked order to `change.to`; entering it does what the state table says (in `tx`). */
    changeStatus: (tx: Database, order: OrderRow, change: StatusChange) => changeStatus(deps, tx, order, change),
    /** A (locked) order's lines in their order: product, quantity, one unit's weight and price, what each cost before the discount (in `tx`). */
    linesOf: (tx: Database, orderId: string) => linesOfOrder(tx, orderId),
    /** An order as the API shows it (404 when there is none). */
    orderView: (orderId: string): Promise<Order> => orderView(deps, orderId),
    /** The order with its fulfilment (rider, steps, the photo at the door) for staff; no delivery code. */
    staffOrderView: (orderId: string): Promise<Order> => staffOrderView(deps, orderId),
    /**
     * Records what lines of a locked order weighed on the scale (in `tx`) and answers every line
     * of it as packing reads them; a line that is not the order's is refused.
     */
    packLockedOrder: (tx: Database, order: OrderRow, lines: readonly { lineId: string; grams: number }[], by: string, at: Date) =>
      packLockedOrder(tx, order, lines, by, at),
    /** How many orders match (the per-status counts the database keeps answer the common cases). */
    countOrders: (filter: OrderFilter): Promise<number> => countOrders(deps.db, filter),
    routes: (r: OrdersRouteDeps): ModuleRoutes => ({ store: ordersStoreRoutes(deps, r), admin: ordersAdminRoutes(deps, r) }),
  };
}
