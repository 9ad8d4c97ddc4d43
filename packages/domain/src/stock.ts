// The morning's stock by the kilo (issue 28): staff enter the grams of each product they have for a
// delivery date, a checkout holds the grams its lines need, and customers see honest levels. The pure
// rules live here; the admin schemas in stock-admin.ts (they build messages when loaded, which the
// home page should not pay for).

/** What a unit of a basket line weighs against its product's stock. */
export interface UnitWeights {
  /** The pack's weight in grams (what the customer is sold). */
  weight: number;
  /** Grams before cleaning, when staff entered it: what leaves the crate. */
  grossWeight?: number | null;
  /** Staff's own figure for how many grams of stock one unit uses, when they set one. */
  stockGrams?: number | null;
}

/**
 * The grams of stock one unit uses: staff's own figure, else the gross weight (what leaves the
 * crate), else the pack's weight. The one place this rule is written: when products gain variants,
 * it is handed the variant's weights.
 */
export function gramsPerUnit({ weight, grossWeight, stockGrams }: UnitWeights): number {
  if (stockGrams != null && stockGrams > 0) return stockGrams;
  if (grossWeight != null && grossWeight > 0) return grossWeight;
  return weight;
}

/** The grams a basket line of `quantity` units needs. */
export function gramsNeeded(weights: UnitWeights, quantity: number): number {
  return gramsPerUnit(weights) * quantity;
}

/** How a product's stock reads to a customer; null: not limited (no stock set for the date). */
export const STOCK_LEVELS = ["available", "few", "soldOut"] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** Fewer units than this left reads "Only a few left". */
export const FEW_UNITS = 3;

/**
 * The level a product shows: sold out when not even one unit fits what is left, "few" when fewer
 * than FEW_UNITS fit, else available; null when the date has no stock set (not limited). Never a
 * count: the customer is told what fits, not how much.
 */
export function stockLevel(leftGrams: number | null, unitGrams: number): StockLevel | null {
  if (leftGrams === null) return null;
  if (leftGrams < unitGrams) return "soldOut";
  if (leftGrams < unitGrams * FEW_UNITS) return "few";
  return "available";
}

/** "800 g", "1.2 kg": grams as a customer reads them. */
export function formatGrams(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  const kg = Math.round(grams / 100) / 10;
  return `${kg} kg`;
}

/** The 409 a checkout gets when a line needs more grams than the date has left. */
export function stockShortMessage(name: string, leftGrams: number, day: "Today" | "Tomorrow"): string {
  const when = day === "Today" ? "today" : "tomorrow";
  if (leftGrams <= 0) return `${name} is sold out for ${when}. Please remove it or choose another day.`;
  return `Only ${formatGrams(leftGrams)} of ${name} left for ${when}. Please change the quantity.`;
}

/** What a basket still fits: the grams left per product after what `lines` need. */
export interface StockRowForCheck {
  productId: string;
  stockedGrams: number | null;
  heldGrams: number;
}

/**
 * The first line (by the basket's order) that needs more than its product has left, with what
 * is left; `ownHeld` is grams this customer's earlier pending checkouts hold (a new checkout
 * replaces them, so they count as left for it).
 */
export function firstShortLine<L extends { productId: string; name: string; grams: number }>(
  lines: L[],
  stock: StockRowForCheck[],
  ownHeld: Map<string, number> = new Map(),
): { line: L; leftGrams: number } | null {
  const needed = new Map<string, number>();
  for (const line of lines) needed.set(line.productId, (needed.get(line.productId) ?? 0) + line.grams);
  for (const line of lines) {
    const row = stock.find((s) => s.productId === line.productId);
    if (!row || row.stockedGrams === null) continue;
    const left = row.stockedGrams - row.heldGrams + (ownHeld.get(line.productId) ?? 0);
    if (needed.get(line.productId)! > left) return { line, leftGrams: Math.max(0, left) };
  }
  return null;
}
