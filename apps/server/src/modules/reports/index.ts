// Reports' front door: staff's dashboard (lifetime and today's numbers, revenue per day, orders
// per slot, top products) and the customers list, read from the shared read models.
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { ReportsDeps } from "./reports-deps.ts";
import { reportsRoutes } from "./reports-routes.ts";

export function createReports(deps: ReportsDeps) {
  return {
    routes: (): ModuleRoutes => ({ admin: reportsRoutes(deps) }),
  };
}
