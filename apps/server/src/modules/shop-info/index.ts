export { shopInfoRoutes } from "./shop-info-routes.ts";
