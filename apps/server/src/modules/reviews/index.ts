export { reviewsRoutes } from "./reviews-routes.ts";
