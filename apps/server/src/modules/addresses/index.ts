// Addresses' front door: the address routes, and a user's addresses as the API shows them.
export { addressesRoutes } from "./addresses-routes.ts";
export { addressesOf, toAddress } from "./addresses-use-cases.ts";
