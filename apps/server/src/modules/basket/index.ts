// The basket's front door: the signed-in customer's basket (products and quantities, priced from
// the catalog when they pay), a basket line as the API shows it, and a past order's items put
// back in it. Every route answers with the whole user, which is accounts' view, handed in.
import type { PublicUser } from "@taaza/domain";
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { basketRoutes } from "./basket-routes.ts";
import { addOrderedItems, eraseBasket, type AccountViews, type BasketDeps } from "./basket-use-cases.ts";
import type { Database } from "../../platform/database/client.ts";

export { toCartLine, type AccountViews } from "./basket-use-cases.ts";

export type Basket = ReturnType<typeof createBasket>;

export function createBasket(deps: BasketDeps) {
  return {
    /** Erasure of an account (in `tx`): its basket is emptied. */
    erase: (tx: Database, userId: string) => eraseBasket(tx, userId),
    /** A past order's items back in the basket (today's prices, unavailable items skipped and named). */
    addOrderedItems: (userId: string, items: Parameters<typeof addOrderedItems>[2]) => addOrderedItems(deps, userId, items),
    routes: (r: { guards: Guards; accountViews: AccountViews<PublicUser> }): ModuleRoutes => ({ store: basketRoutes(deps, r) }),
  };
}
