// The dashboard's charts: revenue per day, orders per slot, top products, summed in SQL.
export { adminChartsRoutes } from "./admin-charts-routes.ts";
