// The shop's public details: contact, the grievance officer, opening (delivery) hours, and the
// third parties the browser may load.
import type { Config } from "../../platform/config.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { shopInfoRoutes } from "./shop-info-routes.ts";

export function createShopInfo(deps: { config: Pick<Config, "shop" | "google" | "grievanceOfficer"> }) {
  return {
    routes: (): ModuleRoutes => ({ store: shopInfoRoutes(deps.config) }),
  };
}
