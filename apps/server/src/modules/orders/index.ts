// Orders' front door: the order routes, and the order lock and status history that cancellations
// and refunds share. Orders as the API shows them are a read model (read-models/order-views.ts).
export { lockOrder, recordStatusChange, type OrderRow } from "./orders-repository.ts";
export { ordersRoutes } from "./orders-routes.ts";
