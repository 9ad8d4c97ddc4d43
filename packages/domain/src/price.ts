import { z } from "zod";

/** A product's price in rupees as the API speaks it; `sale` is optional and may be null. */
export const priceSchema = z.object({
  default: z.number(),
  sale: z.number().nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/**
 * The price a customer pays. A sale of null means "no sale"; a sale of 0 is never
 * valid data (sale must be above 0 and below default), so `??` is the right operator here
 * and `||` would be the bug that makes a product free or full price by accident.
 */
export function effectivePrice(price: Price): number {
  return price.sale ?? price.default;
}

/** The struck price is shown only when a real sale is on. */
export function hasSale(price: Price): boolean {
  return price.sale !== null && price.sale < price.default;
}

export const PRICE_BANDS = {
  price1: { label: "Up to ₹300", min: null, max: 300 },
  price2: { label: "Up to ₹500", min: null, max: 500 },
  price3: { label: "Above ₹500", min: 500, max: null },
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;

export function isPriceBand(value: string): value is PriceBand {
  return Object.hasOwn(PRICE_BANDS, value);
}

/** price1: effective price ≤ 300; price2: ≤ 500; price3: > 500 (spec section 9). */
export function inPriceBand(band: PriceBand, rupees: number): boolean {
  const { min, max } = PRICE_BANDS[band];
  if (max !== null && rupees > max) return false;
  if (min !== null && rupees <= min) return false;
  return true;
}
