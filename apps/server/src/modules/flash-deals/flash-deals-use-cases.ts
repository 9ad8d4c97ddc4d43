import { FLASH_DEAL_MESSAGES, isBuyable, SERVER_MESSAGES, type AdminFlashDeal, type FlashDealBody, type FlashDeals } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { findProduct, toProduct, type ProductRow } from "../catalog/index.ts";
import { findRunningDeals, setFlashDealEnd } from "./flash-deals-repository.ts";

/** On the home page only while a product can be bought and is cheaper than its usual price. */
function onOffer(row: ProductRow): boolean {
  return isBuyable(row) && row.salePricePaise !== null;
}

/** The running deal as shoppers see it; no products (and no end) when none is running. */
export async function runningFlashDeals(deps: AppDeps): Promise<FlashDeals> {
  const rows = (await findRunningDeals(deps.db, deps.now())).filter(onOffer);
  return { endsAt: rows[0]?.flashDealEndsAt.toISOString() ?? null, products: rows.map(toProduct) };
}

/** Every product on a running deal, for staff, including ones not shown (sold out, no discount). */
export async function flashDealsForStaff(deps: AppDeps): Promise<AdminFlashDeal[]> {
  return (await findRunningDeals(deps.db, deps.now())).map((row) => ({
    product: toProduct(row),
    endsAt: row.flashDealEndsAt.toISOString(),
  }));
}

/** Staff put a discounted, buyable product on a deal until a future instant, or take it off. */
export async function setFlashDeal(deps: AppDeps, productId: string, body: FlashDealBody): Promise<void> {
  const row = await findProduct(deps.db, productId);
  if (!row) throw notFound(SERVER_MESSAGES.product.notFound);
  if (body.endsAt !== null) {
    const endsAt = new Date(body.endsAt);
    if (endsAt.getTime() <= deps.now().getTime()) throw invalid(FLASH_DEAL_MESSAGES.inFuture);
    if (!onOffer(row)) throw invalid(FLASH_DEAL_MESSAGES.notEligible);
    await setFlashDealEnd(deps.db, row.id, endsAt);
    return;
  }
  await setFlashDealEnd(deps.db, row.id, null);
}
