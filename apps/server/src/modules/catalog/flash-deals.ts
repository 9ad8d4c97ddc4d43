import { FLASH_DEAL_MESSAGES, isBuyable, SERVER_MESSAGES, type AdminFlashDeal, type FlashDealBody, type FlashDeals } from "@taaza/domain";
import { invalid, notFound } from "../../platform/errors.ts";
import { recordAudit, type Actor } from "../audit/index.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import type { CatalogContext } from "./catalog-context.ts";
import { findProduct } from "./catalog-repository.ts";
import { viewProducts } from "./product-reading.ts";
import type { ProductRow } from "./product-view.ts";
import { findRunningDeals, setFlashDealEnd } from "./flash-deals-repository.ts";

/** On the home page only while a product can be bought and is cheaper than its usual price. */
function onOffer(row: ProductRow): boolean {
  return isBuyable(row) && row.salePricePaise !== null;
}

/** The running deal as shoppers see it; no products (and no end) when none is running. */
export async function runningFlashDeals(deps: CatalogContext): Promise<FlashDeals> {
  const rows = (await findRunningDeals(deps.db, deps.clock.now())).filter(onOffer);
  return { endsAt: rows[0]?.flashDealEndsAt.toISOString() ?? null, products: await viewProducts(deps.db, rows) };
}

/** Every product on a running deal, for staff, including ones not shown (sold out, no discount). */
export async function flashDealsForStaff(deps: CatalogContext): Promise<AdminFlashDeal[]> {
  const rows = await findRunningDeals(deps.db, deps.clock.now());
  const products = await viewProducts(deps.db, rows);
  return rows.map((row, i) => ({ product: products[i]!, endsAt: row.flashDealEndsAt.toISOString() }));
}

/** Staff put a discounted, buyable product on a deal until a future instant, or take it off. */
export async function setFlashDeal(deps: CatalogContext, actor: Actor, productId: string, body: FlashDealBody): Promise<void> {
  const row = await findProduct(deps.db, productId);
  if (!row) throw notFound(SERVER_MESSAGES.product.notFound);
  const endsAt = body.endsAt === null ? null : new Date(body.endsAt);
  if (endsAt !== null) {
    if (endsAt.getTime() <= deps.clock.now().getTime()) throw invalid(FLASH_DEAL_MESSAGES.inFuture);
    if (!onOffer(row)) throw invalid(FLASH_DEAL_MESSAGES.notEligible);
  }
  await inTransaction(deps.db, async (tx) => {
    await setFlashDealEnd(tx, row.id, endsAt);
    await recordAudit(
      tx,
      actor,
      {
        action: "product.flash-deal",
        entity: "product",
        entityId: row.id,
        before: { flashDealEndsAt: row.flashDealEndsAt?.toISOString() ?? null },
        after: { flashDealEndsAt: endsAt?.toISOString() ?? null },
      },
      deps.clock.now(),
    );
  });
}
