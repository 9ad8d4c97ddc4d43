// The basket's front door: the basket routes, the basket as the API shows it, and the lines
// checkout prices and, once paid, removes (inside its own transaction, hence `db`).
export { basketRoutes } from "./basket-routes.ts";
export { addOrderedItems, basketOf, toCartLine, type AccountViews } from "./basket-use-cases.ts";
