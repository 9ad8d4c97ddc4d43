import { isBuyable, MAX_LINE_QUANTITY, type CartLine, type CartUpdateBody, type ReorderResult, SERVER_MESSAGES } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { toProduct, toVariant, type Catalog, type ProductRow, type VariantRow } from "../catalog/index.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { findBasketLines, type BasketLineRow } from "../../read-models/basket-lines.ts";
import { deleteLine, deleteLineByVariant, emptyCart, findLineQuantity, upsertLine } from "./basket-repository.ts";

export interface BasketDeps {
  db: Database;
  catalog: Pick<Catalog, "findProduct" | "findVariant">;
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
    const after = await views.after(userId, { productId: body.productId, variantId: body.variantId ?? null, quantity: body.quantity });
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
  after: (
    userId: string,
    line: { productId: string; variantId: string | null; quantity: number },
  ) => Promise<{ view: V; written: boolean } | undefined>;
}

/** A removal, or why the one-statement write wrote nothing (an unknown or unavailable product). */
async function setLineQuantityChecked(deps: BasketDeps, userId: string, body: CartUpdateBody): Promise<void> {
  const product = await deps.catalog.findProduct(deps.db, body.productId);
  if (!product) throw notFound(SERVER_MESSAGES.product.notFound);
  const variant = await deps.catalog.findVariant(deps.db, product.id, body.variantId ?? null);
  if (!variant) throw notFound(SERVER_MESSAGES.cart.variantNotFound);
  if (variant.productId !== product.id) throw invalid(SERVER_MESSAGES.cart.variantOfOtherProduct);
  if (body.quantity <= 0) {
    await deleteLineByVariant(deps.db, userId, variant.id);
  } else {
    // An unavailable product or variant may be reduced or removed, never added or increased.
    if (!isLineBuyable(product, variant) && body.quantity > (await findLineQuantity(deps.db, userId, variant.id))) {
      throw invalid(SERVER_MESSAGES.cart.unavailable);
    }
    await upsertLine(deps.db, userId, { productId: product.id, variantId: variant.id }, body.quantity);
  }
}

/** A line can be paid for while its product is listed and its variant in stock. */
export function isLineBuyable(product: Pick<ProductRow, "isArchived">, variant: Pick<VariantRow, "inStock">): boolean {
  return isBuyable({ isArchived: product.isArchived, inStock: variant.inStock });
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
  return {
    _id: line.id,
    productId: toProduct(line.product, line.variants),
    quantity: line.quantity,
    available: isLineBuyable(line.product, line.variant),
    variant: toVariant(line.variant),
  };
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
  items: readonly { productId: string | null; variantId: string | null; name: string; quantity: number }[],
): Promise<ReorderResult> {
  const added: string[] = [];
  const skipped: string[] = [];
  await inTransaction(deps.db, async (tx) => {
    for (const item of items) {
      const product = item.productId ? await deps.catalog.findProduct(tx, item.productId) : null;
      // The same cut and pack when it is still sold; otherwise the product's default.
      const same = product && item.variantId ? await deps.catalog.findVariant(tx, product.id, item.variantId) : undefined;
      const variant = product ? (same?.productId === product.id ? same : await deps.catalog.findVariant(tx, product.id, null)) : undefined;
      if (!product || !variant || !isLineBuyable(product, variant)) {
        skipped.push(item.name);
        continue;
      }
      const inBasket = await findLineQuantity(tx, userId, variant.id);
      await upsertLine(
        tx,
        userId,
        { productId: product.id, variantId: variant.id },
        Math.min(MAX_LINE_QUANTITY, Math.max(inBasket, item.quantity)),
      );
      added.push(product.name);
    }
  });
  return { added, skipped, basket: await basketOf(deps.db, userId) };
}

/** Erasure of an account (in `tx`): its basket is emptied. */
export function eraseBasket(tx: Database, userId: string): Promise<void> {
  return emptyCart(tx, userId).then(() => undefined);
}
