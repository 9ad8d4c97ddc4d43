// The basket's front door: the basket routes, the basket as the API shows it, and the lines
// checkout prices and, once paid, removes (inside its own transaction, hence `db`).
export { basketRoutes } from "./basket-routes.ts";
export {
  cartLinesFromJson,
  cartLinesJsonOf,
  deleteLines,
  findCartLines,
  type BasketWrite,
  type CartLineRecord,
} from "./basket-repository.ts";
export { addOrderedItems, basketFromJson, basketOf, type AccountViews } from "./basket-use-cases.ts";
