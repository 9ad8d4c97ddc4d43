export { adminCatalogRoutes } from "./admin-catalog-routes.ts";
