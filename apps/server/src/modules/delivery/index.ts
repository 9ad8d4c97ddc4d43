// Delivery's front door: the pincode routes, and whether a pincode is served (and at what charge).
export { deliveryRoutes } from "./delivery-routes.ts";
export { enabledPincodeJsonOf, findEnabledPincode, pincodeFromJson } from "./delivery-repository.ts";
