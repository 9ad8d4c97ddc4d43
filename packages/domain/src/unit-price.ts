import { formatRupees } from "./money.ts";

/**
 * The price of a kilogram at this pack's price, to the whole rupee, e.g. "₹1,598/kg": what
 * shoppers compare between shops and pack sizes. In its own module, not beside formatRupees,
 * so the storefront's first download (which shares money.ts) does not carry it.
 */
export function formatPricePerKg(rupees: number, grams: number): string {
  const amount = pricePerKgAmount(rupees, grams);
  return amount && `${amount}/kg`;
}

/** The price of a kilogram alone, e.g. "₹1,598", for a page that names the unit in its reader's language. */
export function pricePerKgAmount(rupees: number, grams: number): string {
  if (!(grams > 0)) return "";
  return formatRupees(Math.round((rupees * 1000) / grams));
}
