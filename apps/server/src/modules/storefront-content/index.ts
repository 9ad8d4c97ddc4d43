export { storefrontContentRoutes } from "./storefront-content-routes.ts";
