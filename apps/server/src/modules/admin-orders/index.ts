export { adminOrdersRoutes } from "./admin-orders-routes.ts";
