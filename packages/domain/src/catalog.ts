import { z } from "zod";
import { priceSchema } from "./price.ts";

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
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A product can be put in a basket and paid for only while it is listed and in stock. */
export function isBuyable(product: { isArchived: boolean; inStock: boolean }): boolean {
  return !product.isArchived && product.inStock;
}

export const namedSchema = z.object({ _id: z.string(), name: z.string() });
export type Category = z.infer<typeof namedSchema>;
export type ProductTag = z.infer<typeof namedSchema>;

export const productListQuery = z.object({
  search: z.string().max(100, "Search text is too long").optional(),
  category: z.string().max(60).optional(),
  includeArchived: z.enum(["true", "false"]).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const dealSchema = z.object({ _id: z.string(), product: productSchema });
export type Deal = z.infer<typeof dealSchema>;

export const CREATIVE_TAGS = ["desktop", "mobile"] as const;
export const CREATIVES_PER_GROUP = 4;
export const creativeSchema = z.object({
  _id: z.string(),
  tag: z.enum(CREATIVE_TAGS),
  media: z.string(),
});
export type Creative = z.infer<typeof creativeSchema>;
