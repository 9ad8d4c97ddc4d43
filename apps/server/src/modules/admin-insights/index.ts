export { adminInsightsRoutes } from "./admin-insights-routes.ts";
