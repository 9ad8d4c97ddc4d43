// Delivery's front door: the pincode routes, and whether a pincode is served (and at what charge).
export { deliveryRoutes } from "./delivery-routes.ts";
export { findEnabledPincode } from "./delivery-repository.ts";
