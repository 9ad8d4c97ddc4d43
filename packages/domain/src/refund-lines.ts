import { z } from "zod";
import { idSchema } from "./ids.ts";
import { paidPerLine } from "./promotions.ts";
import { MAX_PACKED_GRAMS } from "./packing.ts";
import { REFUND_REASONS } from "./refund-reasons.ts";

/**
 * Staff's partial refund by lines (issue 33): they pick the lines and, for each, units or grams;
 * the amount comes from what those goods cost (after the order's discount), never typed. The
 * reason is one of a list, kept as its code on the refund, so the customer reads it in their language.
 */
export const REFUND_LINES_MESSAGES = {
  lines: "Pick at least one line, each once, with units or grams to refund",
  pick: "Give either units or grams for a line, not both",
  notALine: "That line is not part of this order",
  tooMuch: "A line cannot be refunded for more than was sold",
  reason: "Choose a reason from the list",
  changed: "The amount to refund has changed; check it and confirm again",
} as const;

/**
 * POST /api/orders/{id}/refunds/lines: picked lines (`lines`, units or grams each) with a reason
 * from the list, or whole lines by id (`lineIds`, issue 32's form) with a reason in words; one of
 * the two. `expectedAmountPaise`: what staff confirmed; any other amount is refused.
 */
export const refundLinesBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            lineId: idSchema,
            quantity: z.number().int(REFUND_LINES_MESSAGES.lines).min(1, REFUND_LINES_MESSAGES.lines).max(1000).optional(),
            // Written from z, not from a shared schema: only calls on z are pure to the storefront's
            // tree-shaker, and a method called on a schema kept zod in its first download.
            grams: z
              .number()
              .int(REFUND_LINES_MESSAGES.lines)
              .min(1, REFUND_LINES_MESSAGES.lines)
              .max(MAX_PACKED_GRAMS, REFUND_LINES_MESSAGES.tooMuch)
              .optional(),
          })
          .refine((pick) => (pick.quantity === undefined) !== (pick.grams === undefined), REFUND_LINES_MESSAGES.pick),
        { message: REFUND_LINES_MESSAGES.lines },
      )
      .min(1, REFUND_LINES_MESSAGES.lines)
      .max(100, REFUND_LINES_MESSAGES.lines)
      .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, REFUND_LINES_MESSAGES.lines)
      .optional(),
    lineIds: z
      .array(z.string().uuid(REFUND_LINES_MESSAGES.lines), { message: REFUND_LINES_MESSAGES.lines })
      .min(1, REFUND_LINES_MESSAGES.lines)
      .max(100, REFUND_LINES_MESSAGES.lines)
      .optional(),
    reason: z
      .string({ message: REFUND_LINES_MESSAGES.reason })
      .trim()
      .min(1, REFUND_LINES_MESSAGES.reason)
      .max(500, REFUND_LINES_MESSAGES.reason),
    expectedAmountPaise: z.number().int().positive().optional(),
  })
  .refine((body) => (body.lines === undefined) !== (body.lineIds === undefined), REFUND_LINES_MESSAGES.lines)
  .refine((body) => body.lines === undefined || (REFUND_REASONS as readonly string[]).includes(body.reason), {
    message: REFUND_LINES_MESSAGES.reason,
    path: ["reason"],
  });
export type RefundLinesBody = z.infer<typeof refundLinesBody>;
export type RefundPick = NonNullable<RefundLinesBody["lines"]>[number];

/** A sold line as a refund reads it: its id, one unit's weight and price paid, how many. */
export interface RefundableLine {
  id: string;
  weightGrams: number;
  unitPricePaise: number;
  quantity: number;
}

export type RefundLinesResult = { ok: true; amountPaise: number } | { ok: false; message: string };

/**
 * What the picked goods cost the customer, in paise: each line's share of what was paid for it
 * (its price less its share of the order's discount, as `paidPerLine` splits it), in proportion
 * to the grams picked of the grams sold, rounded up (the customer is never short a paisa).
 */
export function refundForLines(lines: readonly RefundableLine[], discountPaise: number, picks: readonly RefundPick[]): RefundLinesResult {
  const paid = paidPerLine(
    lines.map((l) => l.unitPricePaise * l.quantity),
    discountPaise,
  );
  let amountPaise = 0;
  for (const pick of picks) {
    const index = lines.findIndex((l) => l.id === pick.lineId);
    const line = lines[index];
    if (!line) return { ok: false, message: REFUND_LINES_MESSAGES.notALine };
    const sold = line.weightGrams * line.quantity;
    const grams = pick.grams ?? (pick.quantity ?? 0) * line.weightGrams;
    if ((pick.quantity ?? 0) > line.quantity || grams > sold || grams <= 0) return { ok: false, message: REFUND_LINES_MESSAGES.tooMuch };
    amountPaise += Math.ceil((paid[index]! * grams) / sold);
  }
  return { ok: true, amountPaise };
}
