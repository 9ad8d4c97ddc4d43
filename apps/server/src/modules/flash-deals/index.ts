// Flash deals' front door: the public and staff routes, and the demo shop's renewal at start.
export { flashDealsRoutes } from "./flash-deals-routes.ts";
export { renewDealIfNoneRunning } from "./flash-deals-repository.ts";
