import { z } from "zod";
import { paidPerLine } from "./promotions.ts";
import { idSchema } from "./ids.ts";

/**
 * Packing: the weight each line really weighed on the scale. The spec warns that "actual weight
 * may vary by 30g-40g"; within that tolerance the price stands, beyond it the customer gets the
 * value of what was missing back. Heavier than ordered is never charged.
 */
export const DEFAULT_SHORT_WEIGHT_TOLERANCE_GRAMS = 40;
/** The refund reason of an automatic short-weight refund (how it is told apart from staff's). */
export const SHORT_WEIGHT_REASON = "short weight";
/** The most one line can weigh on the scale (a whole fish of 10 kg, times 10). */
export const MAX_PACKED_GRAMS = 100_000;

export const PACKING_MESSAGES = {
  lines: "List the lines you weighed, each once, with its grams",
  grams: `Packed weight must be a whole number of grams from 1 to ${MAX_PACKED_GRAMS}`,
  notALine: "That line is not part of this order",
  repeated: "Each line can be weighed once in a request",
  notPending: "Only an order that is still to be delivered can be packed",
} as const;

export const packedBody = z.object({
  lines: z
    .array(
      z.object({
        lineId: idSchema,
        grams: z
          .number({ message: PACKING_MESSAGES.grams })
          .int(PACKING_MESSAGES.grams)
          .min(1, PACKING_MESSAGES.grams)
          .max(MAX_PACKED_GRAMS, PACKING_MESSAGES.grams),
      }),
      { message: PACKING_MESSAGES.lines },
    )
    .min(1, PACKING_MESSAGES.lines)
    .max(100, PACKING_MESSAGES.lines)
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, PACKING_MESSAGES.repeated),
});
export type PackedBody = z.infer<typeof packedBody>;

/** A sold line as packing needs it: what one unit weighs and costs, how many, what was packed. */
export interface PackableLine {
  weightGrams: number;
  unitPricePaise: number;
  quantity: number;
  packedGrams: number | null;
}

/** The grams a line was sold as: one unit's weight times the quantity. */
export function orderedGrams(line: Pick<PackableLine, "weightGrams" | "quantity">): number {
  return line.weightGrams * line.quantity;
}

/**
 * What a line packed short gives back, in paise: nothing within the tolerance (or when not yet
 * weighed, or heavier), else the value of the missing grams at the price paid per gram, rounded
 * up so the customer never pays for a paisa more than was packed.
 */
export function shortWeightRefundPaise(
  line: PackableLine,
  toleranceGrams: number,
  paidPaise: number = line.unitPricePaise * line.quantity,
): number {
  if (line.packedGrams === null) return 0;
  const ordered = orderedGrams(line);
  const missing = ordered - line.packedGrams;
  if (missing <= toleranceGrams || missing <= 0) return 0;
  return Math.ceil((paidPaise * missing) / ordered);
}

/**
 * What an order's lines give back for short weight in all. With a code's discount (issue 32),
 * each line gives back from what it really cost: its price less its share of the discount
 * (`paidPerLine`), so the refunds never add up to more than was paid for the goods.
 */
export function orderShortWeightPaise(lines: readonly PackableLine[], toleranceGrams: number, discountPaise = 0): number {
  const paid = paidPerLine(
    lines.map((l) => l.unitPricePaise * l.quantity),
    discountPaise,
  );
  return lines.reduce((sum, line, i) => sum + shortWeightRefundPaise(line, toleranceGrams, paid[i]), 0);
}
