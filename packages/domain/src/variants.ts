import { z } from "zod";
import { priceSchema } from "./price.ts";

/**
 * A way a product is sold: a preparation (whole, cleaned, curry cut, steaks, boneless...) in a
 * pack size, with its own price and availability. The first of a product's variants is its
 * default, which the product's own weight, price and inStock mirror.
 */
export const productVariantSchema = z.object({
  _id: z.string(),
  label: z.string(),
  preparation: z.string(),
  /** Grams in the pack, as sold. */
  weight: z.number(),
  netWeight: z.number().nullable(),
  grossWeight: z.number().nullable(),
  pieces: z.number().nullable(),
  serves: z.number().nullable(),
  price: priceSchema,
  inStock: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A product has at most this many variants: enough for 4 cuts in 3 packs. */
export const MAX_VARIANTS = 12;
export const MAX_VARIANT_LABEL_LENGTH = 60;
export const MAX_PREPARATION_LENGTH = 40;
/** The preparation of a product that never had a choice of cuts. */
export const STANDARD_PREPARATION = "Standard";

/** A pack's weight as people say it: "500 g", "1 kg", "1.5 kg". */
export function packLabel(grams: number): string {
  if (grams >= 1000 && grams % 100 === 0) return `${grams / 1000} kg`;
  return `${grams} g`;
}

/** The default variant: the first one (the product mirrors it). */
export function defaultVariant<V>(product: { variants: readonly V[] }): V | undefined {
  return product.variants[0];
}

/** The variant with this id, or undefined. */
export function findVariant<V extends { _id: string }>(variants: readonly V[], id: string | null | undefined): V | undefined {
  return id ? variants.find((v) => v._id === id) : undefined;
}

/** The preparations in the order staff listed the variants, each once. */
export function preparationsOf(variants: readonly Pick<ProductVariant, "preparation">[]): string[] {
  return [...new Set(variants.map((v) => v.preparation))];
}

/** The packs of one preparation, in the staff's order. */
export function packsOf<V extends Pick<ProductVariant, "preparation">>(variants: readonly V[], preparation: string): V[] {
  return variants.filter((v) => v.preparation === preparation);
}

/** How a line names its variant: "Surmai (Steaks · 500 g)". */
export function nameWithVariant(name: string, label: string | null | undefined): string {
  return label ? `${name} (${label})` : name;
}

/** The product as this variant sells it: its weight, price, stock and details in the product's place. */
export function asVariant<P extends { weight: number; price: ProductVariant["price"]; inStock: boolean }>(
  product: P,
  variant: ProductVariant | undefined,
): P {
  if (!variant) return product;
  return {
    ...product,
    weight: variant.weight,
    price: variant.price,
    inStock: variant.inStock,
    netWeight: variant.netWeight,
    grossWeight: variant.grossWeight,
    pieces: variant.pieces,
    serves: variant.serves,
  };
}

/**
 * A sold line's name on the bill and the dispatch sheet: the product, and the cut when it says
 * more than the pack's weight (which has its own column): "Surmai (Steaks · 1 kg)", "Rohu".
 */
export function soldAs(name: string, variantLabel: string | null | undefined, weightGrams: number): string {
  return variantLabel && variantLabel !== packLabel(weightGrams) ? `${name} (${variantLabel})` : name;
}
