import { isBuyable, MESSAGES, type CartUpdateBody, type PublicUser } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest, notFound } from "../../http/http-error.ts";
import { accountOf } from "../accounts/account-view.ts";
import { findProduct } from "../catalog/catalog-repository.ts";
import { deleteLine, deleteLineByProduct, emptyCart, findLineQuantity, upsertLine } from "./basket-repository.ts";

/**
 * Sets how many of a product are in the basket (0 or less removes it). The price is never taken
 * from the request: the basket holds products and quantities, and is priced from the catalog.
 */
export async function setLineQuantity(deps: AppDeps, userId: string, body: CartUpdateBody): Promise<PublicUser> {
  const product = await findProduct(deps.db, body.productId);
  if (!product) throw notFound(MESSAGES.product.notFound);
  if (body.quantity <= 0) {
    await deleteLineByProduct(deps.db, userId, product.id);
  } else {
    // An unavailable product may be reduced or removed, never added or increased.
    if (!isBuyable(product) && body.quantity > (await findLineQuantity(deps.db, userId, product.id))) {
      throw badRequest(MESSAGES.cart.unavailable);
    }
    await upsertLine(deps.db, userId, product.id, body.quantity);
  }
  return accountOf(deps.db, userId);
}

export async function removeLine(deps: AppDeps, userId: string, lineId: string): Promise<PublicUser> {
  if (!(await deleteLine(deps.db, userId, lineId))) throw notFound(MESSAGES.cart.lineNotFound);
  return accountOf(deps.db, userId);
}

export async function clearBasket(deps: AppDeps, userId: string): Promise<PublicUser> {
  await emptyCart(deps.db, userId);
  return accountOf(deps.db, userId);
}
