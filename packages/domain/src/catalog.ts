import { z } from "zod";
import { priceSchema } from "./price.ts";
import { productVariantSchema } from "./variants.ts";

export const PRODUCT_IMAGE_LIMIT = 3;
/** The six categories of the home page's Shop by Category, in its order. */
export const HOME_CATEGORIES = ["SeaWater", "Prawns", "FreshWater", "Chicken", "Mutton", "Crab"] as const;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  productTag: z.string(),
  note: z.string(),
  weight: z.number(),
  price: priceSchema,
  images: z.array(z.string()),
  inStock: z.boolean(),
  bestseller: z.boolean(),
  isArchived: z.boolean(),
  /** For the bill: HSN code and GST percent (0 or 5). */
  hsnCode: z.string(),
  gstRate: z.number(),
  createdAt: z.string(),
  /**
   * What the customer gets, filled in by staff (null when not given): grams after cleaning
   * (net) and before (gross), the number of pieces and how many people it serves. Optional in
   * the type so products built before these fields existed still read as products.
   */
  netWeight: z.number().nullable().optional(),
  grossWeight: z.number().nullable().optional(),
  pieces: z.number().nullable().optional(),
  serves: z.number().nullable().optional(),
  /** Other names people search by (Marathi, Hindi, other spellings); optional like the details. */
  altNames: z.array(z.string()).optional(),
  /** Its name, description and note in Marathi and Hindi (each optional; English where none). */
  translations: z
    .object({
      mr: z.object({ name: z.string().optional(), description: z.string().optional(), note: z.string().optional() }).optional(),
      hi: z.object({ name: z.string().optional(), description: z.string().optional(), note: z.string().optional() }).optional(),
    })
    .optional(),
  /** Its cuts and packs, the default first; `weight`, `price` and `inStock` above mirror the default. */
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A product can be put in a basket and paid for only while it is listed and in stock. */
export function isBuyable(product: { isArchived: boolean; inStock: boolean }): boolean {
  return !product.isArchived && product.inStock;
}

export const namedSchema = z.object({ _id: z.string(), name: z.string() });
export type Category = z.infer<typeof namedSchema>;
export type ProductTag = z.infer<typeof namedSchema>;

/** The category page shows 20 products a page (spec section 9). */
export const CATEGORY_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The highest page number a paged list accepts. */
export const MAX_PAGE_NUMBER = 100_000;

/** The page number in ?page=, or 1 for anything that is not one (the browser and the drawn page agree). */
export function categoryPageNumber(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_NUMBER ? n : 1;
}
/** The home page's Best Sellers shelf: at most this many, staff's pinned products first, then what sold most. */
export const BEST_SELLERS_SHELF_SIZE = 10;
export const dealSchema = z.object({ _id: z.string(), product: productSchema });
export type Deal = z.infer<typeof dealSchema>;

export const CREATIVE_TAGS = ["desktop", "mobile"] as const;
/** Each shape holds up to four banners for every reader, and four more per language. */
export const CREATIVES_PER_GROUP = 4;
export const CREATIVE_LANGUAGES = ["en", "mr", "hi"] as const;
export const creativeSchema = z.object({
  _id: z.string(),
  tag: z.enum(CREATIVE_TAGS),
  media: z.string(),
  /** What the banner says, for people who cannot see it; "" for banners uploaded before alt text. */
  alt: z.string().optional(),
  /** A path on this shop the whole banner leads to ("/category/SeaWater"), or null for none. */
  link: z.string().nullable().optional(),
  /** The readers it is for ("mr": its words are Marathi); null = every reader (docs/decisions/039-closed-days-and-banners-per-language.md). */
  language: z.enum(CREATIVE_LANGUAGES).nullable().optional(),
});
export type Creative = z.infer<typeof creativeSchema>;
export type CreativeLanguage = (typeof CREATIVE_LANGUAGES)[number];

/**
 * The banners a reader of `locale` sees, per shape: that language's own when staff uploaded any,
 * else the every-language ones. Own banners replace the others, as they say the same in the
 * reader's words; the order within a group is kept.
 */
export function creativesFor(creatives: readonly Creative[], locale: string): Creative[] {
  return CREATIVE_TAGS.flatMap((tag) => {
    const own = creatives.filter((c) => c.tag === tag && c.language === locale);
    return own.length > 0 ? own : creatives.filter((c) => c.tag === tag && !c.language);
  });
}

/** Reviews: 5 a page on the product page, at most 3 photos, text up to 2000 characters. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_IMAGE_LIMIT = 3;
export const REVIEW_TEXT_MAX = 2000;
/** The review list without `?page` returns at most this many (best rated, then newest). */
export const REVIEWS_UNPAGED_MAX = 50;

export const reviewSchema = z.object({
  _id: z.string(),
  username: z.string(),
  rating: z.number(),
  review: z.string(),
  media: z.array(z.string()),
  createdAt: z.string(),
  /** The poster has a Delivered order containing this product. */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /reviews/getproductreview/{productId}: the spec's nested shape plus the summary. */
export const productReviewsSchema = z.object({
  reviews: z.object({
    reviews: z.array(reviewSchema),
    productId: z.object({ _id: z.string(), name: z.string() }),
  }),
  /** Mean rating to one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const reviewListQuery = z.object({
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").max(MAX_PAGE_NUMBER).optional(),
});

/** The average shown on the product page: one decimal, 0 for no reviews. */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum / count) * 10) / 10;
}
