import { MESSAGES, SERVER_MESSAGES, type Deal } from "@taaza/domain";
import { isUniqueViolation, violatedConstraint } from "../../platform/database/db-errors.ts";
import { inFreePlace } from "../../platform/database/free-place.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { recordAudit, type Actor } from "../audit/index.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import type { CatalogContext } from "./catalog-context.ts";
import { findProduct } from "./catalog-repository.ts";
import {
  DEAL_SLOTS,
  deleteDeal,
  findDealOfProduct,
  findDealWithProduct,
  insertDealInFreeSlot,
  listVisibleDeals,
} from "./deals-repository.ts";
import { viewProduct, viewProducts } from "./product-reading.ts";

/** The home page's deals of the day (the spec's "ftds"), in their slots' order. */
export async function dealsOfTheDay(deps: CatalogContext): Promise<Deal[]> {
  const deals = await listVisibleDeals(deps.db);
  const products = await viewProducts(
    deps.db,
    deals.map((d) => d.product),
  );
  return deals.map((d, i) => ({ _id: d.id, product: products[i]! }));
}

/** Deal of the day: an in-stock, live product, each once, at most four, whoever else is adding. */
export async function addDeal(deps: CatalogContext, actor: Actor, productId: string): Promise<Deal> {
  const { db } = deps;
  const dealId = await inFreePlace(
    DEAL_SLOTS,
    async () => {
      try {
        return await inTransaction(db, async (tx) => {
          const id = await insertDealInFreeSlot(tx, productId);
          if (id)
            await recordAudit(
              tx,
              actor,
              { action: "deal.add", entity: "deal", entityId: id, after: { product: productId } },
              deps.clock.now(),
            );
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error) && violatedConstraint(error) === "deals_product_id_unique")
          throw conflict(SERVER_MESSAGES.deal.duplicate);
        throw error;
      }
    },
    (error) => isUniqueViolation(error),
  );
  if (!dealId) throw await whyNoDeal(deps, productId);
  const deal = await findDealWithProduct(db, dealId);
  if (!deal) throw notFound(SERVER_MESSAGES.deal.notFound);
  return { _id: deal.id, product: await viewProduct(db, deal.product) };
}

async function whyNoDeal(deps: CatalogContext, productId: string) {
  const product = await findProduct(deps.db, productId);
  if (!product) return notFound(SERVER_MESSAGES.product.notFound);
  if (!product.inStock || product.isArchived) return invalid(SERVER_MESSAGES.deal.notEligible);
  if (await findDealOfProduct(deps.db, productId)) return conflict(SERVER_MESSAGES.deal.duplicate);
  return conflict(MESSAGES.deal.limit);
}

export async function removeDeal(deps: CatalogContext, actor: Actor, id: string) {
  const removed = await inTransaction(deps.db, async (tx) => {
    const productId = await deleteDeal(tx, id);
    if (productId)
      await recordAudit(
        tx,
        actor,
        { action: "deal.remove", entity: "deal", entityId: id, before: { product: productId }, after: null },
        deps.clock.now(),
      );
    return productId;
  });
  if (!removed) throw notFound(SERVER_MESSAGES.deal.notFound);
  return { message: SERVER_MESSAGES.deal.removed };
}
