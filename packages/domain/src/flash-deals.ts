import { z } from "zod";
import { productSchema } from "./catalog.ts";
import { dateTimeInput } from "./date-inputs.ts";

/**
 * Flash Deals are real: staff put discounted products on a deal until a set instant, and the
 * home page counts down to that instant. A fake timer that restarts on every load is false
 * urgency, a dark pattern under India's consumer protection guidelines (CCPA, 2023).
 */
export const FLASH_DEAL_MESSAGES = {
  endsAt: "Choose when the flash deal ends",
  inFuture: "A flash deal must end in the future",
  notEligible: "Only a discounted, in-stock product can be on a flash deal",
  saved: "Flash deal saved",
  removed: "Removed from the flash deals",
} as const;

/** GET /flash-deals: the running deal's products (discounted, buyable) and when the soonest ends. */
export const flashDealsSchema = z.object({ endsAt: z.string().nullable(), products: z.array(productSchema) });
export type FlashDeals = z.infer<typeof flashDealsSchema>;

/** GET /admin/flash-deals: every product on a running deal with its own end. */
export const adminFlashDealsSchema = z.array(z.object({ product: productSchema, endsAt: z.string() }));
export type AdminFlashDeal = z.infer<typeof adminFlashDealsSchema>[number];

/** PUT /products/{id}/flash-deal: until when (an instant with its zone), or null to take it off. */
// z.nullable(...) and a call marked pure, not `.nullable()` on the result: the storefront's home
// shelves import this module's countdown helper, and a method call here would keep zod in their
// code (about 60 ms of evaluation at a phone's speed, the longest task of hydrating "/").
export const flashDealBody = z.object({
  endsAt: z.nullable(/* @__PURE__ */ dateTimeInput(FLASH_DEAL_MESSAGES.endsAt)),
});
export type FlashDealBody = z.infer<typeof flashDealBody>;

/** Seconds left until `endsAt` at `now`, never negative. */
export function secondsUntil(endsAt: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
}
