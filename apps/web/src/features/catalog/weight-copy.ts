import type { Product } from "@taaza/domain";

/**
 * Issue 15: shoppers ask whether the price moves with the weight. It does not: the price is for
 * the (net) weight on the page, whatever the scale says on the day. Said beside the spec's note
 * that the actual weight may vary by 30-40 g.
 */
export function priceNote(product: Pick<Product, "netWeight">): string {
  const weight = product.netWeight != null ? "net weight" : "weight";
  return `You pay for the ${weight} shown; the price does not change if the actual weight varies by 30-40 g.`;
}

/** The details staff filled in, as label and text, in the order shoppers read them. */
export function productFacts(product: Pick<Product, "netWeight" | "grossWeight" | "pieces" | "serves">): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (product.netWeight != null) facts.push({ label: "Net weight", value: `${product.netWeight} g` });
  if (product.grossWeight != null) facts.push({ label: "Gross weight", value: `${product.grossWeight} g` });
  if (product.pieces != null) facts.push({ label: "Pieces", value: String(product.pieces) });
  if (product.serves != null) facts.push({ label: "Serves", value: `${product.serves} ${product.serves === 1 ? "person" : "people"}` });
  return facts;
}
