import { z } from "zod";

// Staff's stock screen and the customers' stock levels (issue 28): the API's shapes.

/** Staff's stock errors (English: the admin area is). */
export const STOCK_MESSAGES = {
  dateNotOpen: "Stock can be set for today or tomorrow only",
  productNotFound: "Product not found",
  gramsRule: "Grams must be a whole number, 0 or more",
} as const;

/** Setting stock below what orders hold (409). */
export const stockBelowHeldMessage = (held: number) =>
  `${held} g of this product are already held by orders for that date; stock cannot be less`;

/** Staff moving a cancelled order back when its date's stock no longer fits its grams (409). */
export const stockRetakeShortMessage = (name: string, needGrams: number, leftGrams: number) =>
  `Not enough ${name} in stock to take this order back: it needs ${needGrams} g and ${Math.max(0, leftGrams)} g are left for its date. Raise the stock first.`;

const dateText = z.iso.date({ message: "Date must be a date like 2026-12-25" });
export const GRAMS_RULE = STOCK_MESSAGES.gramsRule;
export const MAX_STOCK_GRAMS = 10_000_000;

export const stockDateQuery = z.object({ date: dateText });
export const stockReportQuery = z.object({ date: dateText, format: z.enum(["json", "csv"]).optional() });

export const stockGrams = z
  .number({ message: GRAMS_RULE })
  .int({ message: GRAMS_RULE })
  .min(0, { message: GRAMS_RULE })
  .max(MAX_STOCK_GRAMS, { message: `Grams must be at most ${MAX_STOCK_GRAMS}` });

/** PUT /api/admin/stock/{productId}: the product's grams for a date (null lifts the limit). */
export const stockSetBody = z.object({ date: dateText, grams: stockGrams.nullable() });
export type StockSetBody = z.infer<typeof stockSetBody>;
export const stockProductParams = z.object({ productId: z.string() });

export const stockRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Grams staff entered for the date; null: not limited. */
  stockedGrams: z.number().nullable(),
  /** Grams held by pending checkouts and orders. */
  heldGrams: z.number(),
  /** Stocked minus held; null: not limited. */
  leftGrams: z.number().nullable(),
  /** Grams one unit uses (gramsPerUnit), so the screen can say how many units are left. */
  unitGrams: z.number(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockListSchema = z.object({ date: z.string(), products: z.array(stockRowSchema) });
export type StockList = z.infer<typeof stockListSchema>;

export const stockReportRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  stockedGrams: z.number(),
  /** Grams in orders of the date that were not cancelled (refunded lines given back). */
  soldGrams: z.number(),
  /** Stocked minus sold: what was not sold is the shop's loss. */
  leftGrams: z.number(),
});
export type StockReportRow = z.infer<typeof stockReportRowSchema>;
export const stockReportSchema = z.object({ date: z.string(), products: z.array(stockReportRowSchema) });
export type StockReport = z.infer<typeof stockReportSchema>;

const levelSchema = z.enum(["available", "few", "soldOut"]).nullable();
/** GET /api/stock-levels: per stocked product, today's and tomorrow's level (no counts). */
export const stockLevelsSchema = z.object({
  today: z.string(),
  tomorrow: z.string(),
  products: z.array(z.object({ productId: z.string(), today: levelSchema, tomorrow: levelSchema, stockedToday: z.boolean() })),
});
export type StockLevels = z.infer<typeof stockLevelsSchema>;
