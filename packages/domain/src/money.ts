/**
 * Money lives in integer paise everywhere it is stored or summed; rupees only appear at the
 * edges (the API speaks rupees as the spec does, and people read rupees).
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const indianRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** "₹1,299" or "₹1,299.5" with Indian digit grouping (₹1,00,000). */
export function formatRupees(rupees: number): string {
  return indianRupees.format(rupees);
}

/** Unit price per gram to two decimals, e.g. "₹0.84/g". */
export function formatPricePerGram(rupees: number, grams: number): string {
  if (!(grams > 0)) return "";
  return `₹${(rupees / grams).toFixed(2)}/g`;
}

