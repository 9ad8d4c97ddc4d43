import type { Product } from "@taaza/domain";
import { t } from "../../lib/i18n/i18n.ts";
import { catalogText } from "../../lib/i18n/messages/catalog.ts";
import { browseText } from "../../lib/i18n/messages/browse.ts";

/**
 * Issue 15: shoppers ask whether the price moves with the weight. It does not: the price is for
 * the (net) weight on the page, whatever the scale says on the day. Said beside the spec's note
 * that the actual weight may vary by 30-40 g.
 */
export function priceNote(product: Pick<Product, "netWeight">): string {
  return t(product.netWeight != null ? browseText.priceNoteNet : browseText.priceNoteWeight);
}

/** The details staff filled in, as label and text, in the order shoppers read them. */
export function productFacts(
  product: Pick<Product, "netWeight" | "grossWeight" | "pieces" | "serves">,
): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (product.netWeight != null) facts.push({ label: t(browseText.netWeight), value: t(catalogText.grams, { weight: product.netWeight }) });
  if (product.grossWeight != null)
    facts.push({ label: t(browseText.grossWeight), value: t(catalogText.grams, { weight: product.grossWeight }) });
  if (product.pieces != null) facts.push({ label: t(browseText.pieces), value: String(product.pieces) });
  if (product.serves != null) facts.push({ label: t(browseText.serves), value: t(browseText.people, { count: product.serves }) });
  return facts;
}
