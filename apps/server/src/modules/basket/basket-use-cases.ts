import { isBuyable, MAX_LINE_QUANTITY, type CartLine, type CartUpdateBody, type ReorderResult, SERVER_MESSAGES } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { toProduct, type Catalog } from "../catalog/index.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { findBasketLines, type BasketLineRow } from "../../read-models/basket-lines.ts";
import { deleteLine, deleteLineByProduct, emptyCart, findLineQuantity, upsertLine } from "./basket-repository.ts";

export interface BasketDeps {
  db: Database;
  catalog: Pick<Catalog, "findProduct">;
}

/**
 * Sets how many of a product are in the basket (0 or less removes it), and answers the user's
 * view after it (the accounts module's, handed in by the app). The price is never taken from the
 * request: the basket holds products and quantities, and is priced from the catalog. The usual
 * case writes the line, checking the product, and reads the view in one statement; when it
 * writes nothing, the checks after it say why.
 */
export async function setLineQuantityAndView<V>(
  deps: BasketDeps,
  userId: string,
  body: CartUpdateBody,
  views: AccountViews<V>,
): Promise<V> {
  if (body.quantity > 0) {
    const after = await views.after(userId, { productId: body.productId, quantity: body.quantity });
    if (after?.written) return after.view;
  }
  await setLineQuantityChecked(deps, userId, body);
  return views.now(userId);
}

/** How the basket answers with the user's view, which the accounts module draws. */
export interface AccountViews<V> {
  now: (userId: string) => Promise<V>;
  /**
   * The view after the line's quantity is set (a product that may be bought, or a decrease), in
   * the same statement; `written` is false when nothing was written; undefined for an unknown user.
   */
  after: (userId: string, line: { productId: string; quantity: number }) => Promise<{ view: V; written: boolean } | undefined>;
}

/** A removal, or why the one-statement write wrote nothing (an unknown or unavailable product). */
async function setLineQuantityChecked(deps: BasketDeps, userId: string, body: CartUpdateBody): Promise<void> {
  const product = await deps.catalog.findProduct(deps.db, body.productId);
  if (!product) throw notFound(SERVER_MESSAGES.product.notFound);
  if (body.quantity <= 0) {
    await deleteLineByProduct(deps.db, userId, product.id);
  } else {
    // An unavailable product may be reduced or removed, never added or increased.
    if (!isBuyable(product) && body.quantity > (await findLineQuantity(deps.db, userId, product.id))) {
      throw invalid(SERVER_MESSAGES.cart.unavailable);
    }
    await upsertLine(deps.db, userId, product.id, body.quantity);
  }
}

export async function removeLine(deps: BasketDeps, userId: string, lineId: string): Promise<void> {
  if (!(await deleteLine(deps.db, userId, lineId))) throw notFound(SERVER_MESSAGES.cart.lineNotFound);
}

export async function clearBasket(deps: BasketDeps, userId: string): Promise<void> {
  await emptyCart(deps.db, userId);
}

/** The user's basket as the API shows it: each line with its product and whether it can be bought. */
async function basketOf(db: Database, userId: string): Promise<CartLine[]> {
  return (await findBasketLines(db, userId)).map(toCartLine);
}

/** A basket line as the API shows it: with its product and whether it can be bought now. */
export function toCartLine(line: BasketLineRow): CartLine {
  return { _id: line.id, productId: toProduct(line.product), quantity: line.quantity, available: isBuyable(line.product) };
}

/**
 * "Reorder": the same products in the basket again, each at least as many as ordered (never past
 * the per-line limit), priced later from today's catalog like any basket. A product that is gone,
 * archived or out of stock is skipped and named, so the customer knows what is missing. One
 * transaction: the basket gains every available item or none.
 */
export async function addOrderedItems(
  deps: BasketDeps,
  userId: string,
  items: readonly { productId: string | null; name: string; quantity: number }[],
): Promise<ReorderResult> {
  const added: string[] = [];
  const skipped: string[] = [];
  await inTransaction(deps.db, async (tx) => {
    for (const item of items) {
      const product = item.productId ? await deps.catalog.findProduct(tx, item.productId) : null;
      if (!product || !isBuyable(product)) {
        skipped.push(item.name);
        continue;
      }
      const inBasket = await findLineQuantity(tx, userId, product.id);
      await upsertLine(tx, userId, product.id, Math.min(MAX_LINE_QUANTITY, Math.max(inBasket, item.quantity)));
      added.push(product.name);
    }
  });
  return { added, skipped, basket: await basketOf(deps.db, userId) };
}
