// Storefront content's front door: the home page's banners (at most four per group), which staff
// upload, describe and remove.
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { storefrontContentAdminRoutes, storefrontContentStoreRoutes } from "./storefront-content-routes.ts";
import type { StorefrontContentDeps } from "./storefront-content-use-cases.ts";

export function createStorefrontContent(deps: StorefrontContentDeps) {
  return {
    routes: (): ModuleRoutes => ({ store: storefrontContentStoreRoutes(deps), admin: storefrontContentAdminRoutes(deps) }),
  };
}
