import { z } from "zod";
import { PRODUCT_IMAGE_LIMIT } from "./catalog.ts";
import { MESSAGES } from "./messages.ts";
import { rupeesToPaise } from "./money.ts";

/** Bounds no real product reaches; they keep typos (and integer overflow) out of the catalog. */
export const MAX_PRICE_RUPEES = 100_000;
export const MAX_WEIGHT_GRAMS = 100_000;
/** The add-product form's default note (spec section 9). */
export const DEFAULT_PRODUCT_NOTE = "Fresh cuts are delivered between 11 AM and 7 PM.";

/** The add and edit forms' fields as typed (text) or sent (numbers); `salePrice` may be empty. */
export interface ProductFormInput {
  name: unknown;
  defaultPrice: unknown;
  salePrice: unknown;
  weight: unknown;
  description: unknown;
  category: unknown;
  productTag: unknown;
  note: unknown;
  /** Images the product will have: kept ones plus new files. */
  imageCount: number;
}

export interface ProductFormValues {
  name: string;
  /** Rupees. */
  defaultPrice: number;
  /** Rupees, or null for no sale. */
  salePrice: number | null;
  weight: number;
  description: string;
  category: string;
  productTag: string;
  note: string;
}

/** The names that exist; when given, a category or tag must be one of them. */
export interface KnownNames {
  categories?: readonly string[];
  productTags?: readonly string[];
}

export type ProductFormResult = { ok: true; value: ProductFormValues } | { ok: false; message: string };

/**
 * The add/edit product rules in the spec's order (section 5): the first broken rule decides the
 * message, on the server and in the browser alike. Too many images is checked first, when the
 * files are chosen.
 */
export function validateProductForm(input: ProductFormInput, known: KnownNames = {}): ProductFormResult {
  const fail = (message: string): ProductFormResult => ({ ok: false, message });
  if (input.imageCount > PRODUCT_IMAGE_LIMIT) return fail(MESSAGES.product.tooManyImages);

  const name = text(input.name, 120);
  if (name === null) return fail(MESSAGES.product.name);

  const defaultPrice = rupees(input.defaultPrice);
  if (defaultPrice === null || defaultPrice <= 0) return fail(MESSAGES.product.defaultPrice);

  let salePrice: number | null = null;
  if (!isBlank(input.salePrice)) {
    salePrice = rupees(input.salePrice);
    if (salePrice === null || !isSaleBelow(salePrice, defaultPrice)) return fail(MESSAGES.product.salePrice);
  }

  const weight = wholeNumber(input.weight);
  if (weight === null || weight <= 0 || weight > MAX_WEIGHT_GRAMS) return fail(MESSAGES.product.weight);

  const description = text(input.description, 4000);
  if (description === null) return fail(MESSAGES.product.description);

  const category = text(input.category, 60);
  if (category === null || (known.categories && !known.categories.includes(category))) return fail(MESSAGES.product.category);

  const productTag = text(input.productTag, 60);
  if (productTag === null || (known.productTags && !known.productTags.includes(productTag))) return fail(MESSAGES.product.productTag);

  const note = text(input.note, 1000);
  if (note === null) return fail(MESSAGES.product.note);

  if (input.imageCount < 1) return fail(MESSAGES.product.imageRequired);

  return { ok: true, value: { name, defaultPrice, salePrice, weight, description, category, productTag, note } };
}

/** A sale price must be above 0 and below the default price, compared in paise (quick pricing too). */
export function isSaleBelow(sale: number, defaultPrice: number): boolean {
  return Number.isFinite(sale) && rupeesToPaise(sale) > 0 && rupeesToPaise(sale) < rupeesToPaise(defaultPrice);
}

/** Rupees from a number or numeric text ("449", "449.50"); null when it is not a plain amount. */
export function rupees(value: unknown): number | null {
  const n = plainNumber(value, /^\d+(\.\d{1,2})?$/);
  if (n === null || n > MAX_PRICE_RUPEES) return null;
  return rupeesToPaise(n) / 100;
}

function wholeNumber(value: unknown): number | null {
  const n = plainNumber(value, /^\d+$/);
  return n !== null && Number.isInteger(n) ? n : null;
}

// Never Number() on arbitrary text: "0x1F3", "1e3" and " " are all numbers to it.
function plainNumber(value: unknown, pattern: RegExp): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return pattern.test(trimmed) ? Number(trimmed) : null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * `PUT /products/:id` with JSON: the quick edits of the products list and quick pricing.
 * Only the sale price can change this way; whether it is below the default is checked against
 * the stored product.
 */
export const productQuickEditBody = z.object({
  bestseller: z.boolean({ message: "bestseller must be true or false" }).optional(),
  isArchived: z.boolean({ message: "isArchived must be true or false" }).optional(),
  inStock: z.boolean({ message: "inStock must be true or false" }).optional(),
  price: z
    .object(
      { sale: z.number({ message: MESSAGES.product.salePrice }).nullable() },
      { message: MESSAGES.product.salePrice },
    )
    .optional(),
});
export type ProductQuickEdit = z.infer<typeof productQuickEditBody>;
