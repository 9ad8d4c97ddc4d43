// How a product list is asked for (GET /products), ordered and filtered, and the Best Sellers'
// sales window. Apart from catalog.ts, which the storefront's first download carries with what it
// imports (apps/web/vite.config.ts): only the category page and the server read these.
import { z } from "zod";
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from "./catalog.ts";
import { indiaDayBounds, indiaTime } from "./india-time.ts";

/** What sold is counted over this many India days, today included. */
export const BEST_SELLERS_WINDOW_DAYS = 14;

/** The start of the sales window at `now`: India midnight BEST_SELLERS_WINDOW_DAYS - 1 days before today. */
export function bestSellersSince(now: Date): Date {
  const { start } = indiaDayBounds(indiaTime(now).date);
  return new Date(start.getTime() - (BEST_SELLERS_WINDOW_DAYS - 1) * 24 * 60 * 60 * 1000);
}

/**
 * A category page's orders (?sort=): the shop's own (newest first), the price customers pay up or
 * down, or what sold most in the Best Sellers window.
 */
export const PRODUCT_SORTS = ["relevance", "price_asc", "price_desc", "popularity"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** A preparation as the address spells it (?prep=boneless): the variants' preparation, any case. */
export const MAX_PREP_FILTER_LENGTH = 40;

/** The preparation in ?prep=, trimmed, or null for none (or one too long to be any). */
export function prepFilterOf(text: string | null | undefined): string | null {
  const prep = text?.trim() ?? "";
  return prep && prep.length <= MAX_PREP_FILTER_LENGTH ? prep : null;
}

/** The sort in ?sort=, or the shop's own order for anything else (the browser and the drawn page agree). */
export function productSortOf(text: string | null | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(text ?? "") ? (text as ProductSort) : "relevance";
}

/**
 * GET /products. `category` is a category name or a price band (price1..price3). With `page`
 * (and optionally `limit`, default 20) the answer is one page and X-Total-Count carries the total.
 * Search text is plain text of any sensible length; only absurd lengths are refused.
 */
export const productListQuery = z.object({
  search: z.string().max(1000, "Search text is too long").optional(),
  category: z.string().max(60).optional(),
  includeArchived: z.enum(["true", "false"]).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  /** Only products with a variant of this preparation (any case), e.g. "boneless". */
  prep: z.string().trim().min(1).max(MAX_PREP_FILTER_LENGTH).optional(),
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(MAX_PAGE_NUMBER).optional(),
  limit: z.coerce
    .number()
    .int("Limit must be a whole number")
    .min(1, "Limit must be 1 or more")
    .max(MAX_PAGE_SIZE, `Limit must be ${MAX_PAGE_SIZE} or less`)
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /products/preparations: a category name or a price band, or nothing for the whole catalog. */
export const preparationsQuery = z.object({ category: z.string().max(60).optional() });
