// Orders' front door: the order routes, orders as the API shows them (read by staff's screens),
// the one way an order is written (by a settled payment, inside checkout's transaction), and
// the order lock and status history that cancellations and refunds share.
export {
  countOrders,
  findOrderView,
  findOrderViews,
  newOrderView,
  type OrderFilter,
  type OrderPerson,
  type OrderView,
  type ShippingAddress,
} from "./order-view.ts";
export { insertOrder, lockOrder, recordStatusChange, type NewOrder, type NewOrderItem, type OrderRow } from "./orders-repository.ts";
export { ordersRoutes } from "./orders-routes.ts";
