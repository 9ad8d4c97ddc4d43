// Addresses' front door: the address routes, and a user's addresses as the API shows them.
export { addressesRoutes } from "./addresses-routes.ts";
export { addressesFromJson, addressesOf, addressFromJson, addressOf } from "./addresses-use-cases.ts";
export { addressesJsonOf, addressJsonOf } from "./addresses-repository.ts";
