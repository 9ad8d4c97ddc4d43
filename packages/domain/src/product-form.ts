import { z } from "zod";
import { HSN_PATTERN, type GstRate } from "./bills.ts";
import { PRODUCT_IMAGE_LIMIT } from "./catalog.ts";
import { PRODUCT_MESSAGES } from "./admin-messages.ts";
import { rupeesToPaise } from "./money.ts";
import { splitCsvLine } from "./csv-line.ts";
import type { DeliveryHours } from "./delivery-slots.ts";
import { parseProductTranslations, PRODUCT_TRANSLATION_MESSAGE, type ProductTranslations } from "./product-translations.ts";
import { MAX_PREPARATION_LENGTH, MAX_VARIANT_LABEL_LENGTH, MAX_VARIANTS, packLabel } from "./variants.ts";

/** Bounds no real product reaches; they keep typos (and integer overflow) out of the catalog. */
export const MAX_PRICE_RUPEES = 100_000;
export const MAX_WEIGHT_GRAMS = 100_000;
/**
 * The product form's tax messages, beside the form's rules: only staff's product form and the
 * server ever say them.
 */
export const PRODUCT_TAX_MESSAGES = {
  hsnCode: "HSN code must be 4, 6 or 8 digits",
  gstRate: "GST rate must be 0% or 5%",
} as const;
/** Fresh or chilled fish: exempt from GST. */
export const DEFAULT_HSN_CODE = "0302";
/**
 * The add-product form's default note (spec section 9 wrote "11 AM to 7 PM"): the shop's own
 * delivery hours, so a new product never promises hours riders are not out.
 */
export function defaultProductNote(hours: DeliveryHours): string {
  const clock = (minutes: number) => {
    const hour = Math.floor(minutes / 60) % 24;
    const minute = minutes % 60;
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
  };
  return `Fresh cuts are delivered between ${clock(hours.opensAt)} and ${clock(hours.closesAt)}.`;
}

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
  /** The bill's HSN code; blank means fresh fish (0302), the commonest line. */
  hsnCode?: unknown;
  /** GST percent: "0" (fresh, exempt) or "5" (frozen, pre-packaged); blank means 0. */
  gstRate?: unknown;
  /** Images the product will have: kept ones plus new files. */
  imageCount: number;
  /** Optional details (empty means not given): grams after and before cleaning, pieces, serves. */
  netWeight?: unknown;
  grossWeight?: unknown;
  pieces?: unknown;
  serves?: unknown;
  /** Other names: comma-separated text (the form) or a list; blank means none. */
  altNames?: unknown;
  /** Marathi and Hindi name, description and note: JSON text (the form) or the object; absent keeps them. */
  translations?: unknown;
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
  hsnCode: string;
  gstRate: GstRate;
  netWeight: number | null;
  grossWeight: number | null;
  pieces: number | null;
  serves: number | null;
  altNames: string[];
  /** Undefined when the form did not send them (an older client): the stored ones stay. */
  translations?: ProductTranslations;
}

/** Bounds for the optional details: a pack of fish is never 500 pieces or serves 100. */
export const MAX_PIECES = 200;
export const MAX_SERVES = 50;
/** Other names a product is searched by: enough for Marathi, Hindi and the usual spellings. */
export const MAX_ALT_NAMES = 12;
export const MAX_ALT_NAME_LENGTH = 40;

/**
 * The optional details' texts, beside the form's rules: only the product forms and the server
 * need these.
 */
export const PRODUCT_DETAIL_MESSAGES = {
  netWeight: "Net weight must be a whole number of grams above 0",
  grossWeight: "Gross weight must be a whole number of grams above 0",
  netAboveGross: "Net weight cannot be more than the gross weight",
  pieces: `Pieces must be a whole number from 1 to ${MAX_PIECES}`,
  serves: `Serves must be a whole number from 1 to ${MAX_SERVES}`,
  translations: PRODUCT_TRANSLATION_MESSAGE,
  altNames: `Also known as: at most ${MAX_ALT_NAMES} names, separated by commas, each up to ${MAX_ALT_NAME_LENGTH} letters, spaces, hyphens, apostrophes or full stops`,
} as const;

// Letters and their marks in any script (Devanagari vowel signs are marks), digits, and the few
// signs names use. Commas separate names; "|" and the rest never belong in one.
const ALT_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '.-]*$/u;

/**
 * The other names from the form's comma-separated text (or a list): trimmed, inner spaces
 * collapsed, repeats (ignoring case) dropped. Null when one is too long or holds other signs, or
 * there are too many; blank gives none.
 */
export function parseAltNames(value: unknown): string[] | null {
  if (isBlank(value)) return [];
  const parts = typeof value === "string" ? value.split(/[,\u060C\uFF0C]/) : Array.isArray(value) ? value : null;
  if (parts === null) return null;
  const names: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (typeof part !== "string") return null;
    const name = part.normalize("NFC").trim().replace(/\s+/g, " ");
    if (name === "") continue;
    if (name.length > MAX_ALT_NAME_LENGTH || !ALT_NAME_PATTERN.test(name)) return null;
    const key = name.toLocaleLowerCase("en-IN");
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names.length <= MAX_ALT_NAMES ? names : null;
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
  const checked = checkProductForm(input, known);
  return checked.problems.length > 0 ? { ok: false, message: checked.problems[0]! } : { ok: true, value: checked.value! };
}

/**
 * Every rule the form breaks, in the spec's order (the first is validateProductForm's message):
 * the form marks each field at once instead of one per Save.
 */
export function productFormProblems(input: ProductFormInput, known: KnownNames = {}): string[] {
  return checkProductForm(input, known).problems;
}

function checkProductForm(input: ProductFormInput, known: KnownNames): { problems: string[]; value: ProductFormValues | null } {
  const problems: string[] = [];
  const fail = (message: string) => void problems.push(message);
  if (input.imageCount > PRODUCT_IMAGE_LIMIT) fail(PRODUCT_MESSAGES.tooManyImages);

  const name = text(input.name, 120);
  if (name === null) fail(PRODUCT_MESSAGES.name);

  const defaultPrice = rupees(input.defaultPrice);
  const goodDefault = defaultPrice !== null && defaultPrice > 0;
  if (!goodDefault) fail(PRODUCT_MESSAGES.defaultPrice);

  let salePrice: number | null = null;
  if (!isBlank(input.salePrice)) {
    salePrice = rupees(input.salePrice);
    // A sale price is judged against a default price that is itself right.
    if (salePrice === null || (goodDefault && !isSaleBelow(salePrice, defaultPrice))) fail(PRODUCT_MESSAGES.salePrice);
  }

  const weight = wholeNumber(input.weight);
  if (weight === null || weight <= 0 || weight > MAX_WEIGHT_GRAMS) fail(PRODUCT_MESSAGES.weight);

  const description = text(input.description, 4000);
  if (description === null) fail(PRODUCT_MESSAGES.description);

  const category = text(input.category, 60);
  if (category === null || (known.categories && !known.categories.includes(category))) fail(PRODUCT_MESSAGES.category);

  const productTag = text(input.productTag, 60);
  if (productTag === null || (known.productTags && !known.productTags.includes(productTag))) fail(PRODUCT_MESSAGES.productTag);

  const note = text(input.note, 1000);
  if (note === null) fail(PRODUCT_MESSAGES.note);

  const hsnCode = isBlank(input.hsnCode) ? DEFAULT_HSN_CODE : typeof input.hsnCode === "string" ? input.hsnCode.trim() : "";
  if (!HSN_PATTERN.test(hsnCode)) fail(PRODUCT_TAX_MESSAGES.hsnCode);

  const rate = isBlank(input.gstRate) ? 0 : wholeNumber(input.gstRate);
  if (rate !== 0 && rate !== 5) fail(PRODUCT_TAX_MESSAGES.gstRate);

  if (input.imageCount < 1) fail(PRODUCT_MESSAGES.imageRequired);

  // The optional details come after the spec's checks, so its order and messages are unchanged.
  const netWeight = optionalWhole(input.netWeight, MAX_WEIGHT_GRAMS);
  if (netWeight === undefined) fail(PRODUCT_DETAIL_MESSAGES.netWeight);
  const grossWeight = optionalWhole(input.grossWeight, MAX_WEIGHT_GRAMS);
  if (grossWeight === undefined) fail(PRODUCT_DETAIL_MESSAGES.grossWeight);
  if (netWeight != null && grossWeight != null && netWeight > grossWeight) fail(PRODUCT_DETAIL_MESSAGES.netAboveGross);
  const pieces = optionalWhole(input.pieces, MAX_PIECES);
  if (pieces === undefined) fail(PRODUCT_DETAIL_MESSAGES.pieces);
  const serves = optionalWhole(input.serves, MAX_SERVES);
  if (serves === undefined) fail(PRODUCT_DETAIL_MESSAGES.serves);
  const altNames = parseAltNames(input.altNames);
  if (altNames === null) fail(PRODUCT_DETAIL_MESSAGES.altNames);
  const translations = parseProductTranslations(input.translations);
  if (translations === null) fail(PRODUCT_DETAIL_MESSAGES.translations);

  if (problems.length > 0) return { problems, value: null };
  return {
    problems,
    value: {
      name: name!,
      defaultPrice: defaultPrice!,
      salePrice,
      weight: weight!,
      description: description!,
      category: category!,
      productTag: productTag!,
      note: note!,
      hsnCode,
      gstRate: rate as GstRate,
      netWeight: netWeight!,
      grossWeight: grossWeight!,
      pieces: pieces!,
      serves: serves!,
      altNames: altNames!,
      ...(translations == null ? {} : { translations }),
    },
  };
}

/** null when blank, the number when it is a whole number from 1 to `max`, undefined otherwise. */
function optionalWhole(value: unknown, max: number): number | null | undefined {
  if (isBlank(value)) return null;
  const n = wholeNumber(value);
  return n !== null && n >= 1 && n <= max ? n : undefined;
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
    .object({ sale: z.number({ message: PRODUCT_MESSAGES.salePrice }).nullable() }, { message: PRODUCT_MESSAGES.salePrice })
    .optional(),
  /** Quick pricing of each variant: its sale price (null ends the sale), checked against its default. */
  variants: z
    .array(
      z.object(
        { _id: z.string(), sale: z.number({ message: PRODUCT_MESSAGES.salePrice }).nullable() },
        { message: PRODUCT_MESSAGES.salePrice },
      ),
    )
    .max(MAX_VARIANTS)
    .optional(),
});
export type ProductQuickEdit = z.infer<typeof productQuickEditBody>;

/** The variants grid's messages; "Variant 2: ..." names the row. */
export const VARIANT_MESSAGES = {
  list: `Variants: between 1 and ${MAX_VARIANTS} rows`,
  label: `label is required (up to ${MAX_VARIANT_LABEL_LENGTH} characters)`,
  preparation: `preparation is required (up to ${MAX_PREPARATION_LENGTH} characters)`,
  duplicate: "Two variants have the same preparation and weight",
  unknown: "A variant to keep does not belong to this product",
  inStock: "in stock must be true or false",
} as const;

/** One row of the variants grid as checked: rupees, grams; `_id` when it is an existing variant. */
export interface VariantFormValues {
  _id: string | null;
  label: string;
  preparation: string;
  weight: number;
  netWeight: number | null;
  grossWeight: number | null;
  pieces: number | null;
  serves: number | null;
  defaultPrice: number;
  salePrice: number | null;
  inStock: boolean;
}

export type VariantsResult = { ok: true; value: VariantFormValues[] } | { ok: false; message: string };

/**
 * The variants grid (JSON as the form sends it: `[{_id?, label, preparation, weight, netWeight,
 * grossWeight, pieces, serves, price: {default, sale}, inStock}]`), checked row by row with the
 * product form's own rules; the first broken rule decides the message, prefixed by its row.
 * A blank label is made from the preparation and pack ("Steaks · 500 g").
 */
export function validateVariants(input: unknown): VariantsResult {
  if (!Array.isArray(input) || input.length < 1 || input.length > MAX_VARIANTS) return { ok: false, message: VARIANT_MESSAGES.list };
  const value: VariantFormValues[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of input.entries()) {
    const fail = (message: string): VariantsResult => ({ ok: false, message: `Variant ${i + 1}: ${message}` });
    const row = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const price = (row.price && typeof row.price === "object" ? row.price : {}) as Record<string, unknown>;
    const preparation = text(row.preparation, MAX_PREPARATION_LENGTH);
    if (preparation === null) return fail(VARIANT_MESSAGES.preparation);
    const weight = wholeNumber(row.weight);
    if (weight === null || weight <= 0 || weight > MAX_WEIGHT_GRAMS) return fail(PRODUCT_MESSAGES.weight);
    const label = isBlank(row.label) ? `${preparation} · ${packLabel(weight)}` : text(row.label, MAX_VARIANT_LABEL_LENGTH);
    if (label === null) return fail(VARIANT_MESSAGES.label);
    const defaultPrice = rupees(price.default);
    if (defaultPrice === null || defaultPrice <= 0) return fail(PRODUCT_MESSAGES.defaultPrice);
    let salePrice: number | null = null;
    if (!isBlank(price.sale)) {
      salePrice = rupees(price.sale);
      if (salePrice === null || !isSaleBelow(salePrice, defaultPrice)) return fail(PRODUCT_MESSAGES.salePrice);
    }
    const netWeight = optionalWhole(row.netWeight, MAX_WEIGHT_GRAMS);
    if (netWeight === undefined) return fail(PRODUCT_DETAIL_MESSAGES.netWeight);
    const grossWeight = optionalWhole(row.grossWeight, MAX_WEIGHT_GRAMS);
    if (grossWeight === undefined) return fail(PRODUCT_DETAIL_MESSAGES.grossWeight);
    if (netWeight !== null && grossWeight !== null && netWeight > grossWeight) return fail(PRODUCT_DETAIL_MESSAGES.netAboveGross);
    const pieces = optionalWhole(row.pieces, MAX_PIECES);
    if (pieces === undefined) return fail(PRODUCT_DETAIL_MESSAGES.pieces);
    const serves = optionalWhole(row.serves, MAX_SERVES);
    if (serves === undefined) return fail(PRODUCT_DETAIL_MESSAGES.serves);
    const inStock = row.inStock === undefined ? true : row.inStock;
    if (typeof inStock !== "boolean") return fail(VARIANT_MESSAGES.inStock);
    const key = `${preparation.toLowerCase()}|${weight}`;
    if (seen.has(key)) return fail(VARIANT_MESSAGES.duplicate);
    seen.add(key);
    const id = typeof row._id === "string" && row._id !== "" ? row._id : null;
    value.push({ _id: id, label, preparation, weight, netWeight, grossWeight, pieces, serves, defaultPrice, salePrice, inStock });
  }
  return { ok: true, value };
}

/** Rows a morning's price sheet may hold in one Save all (every variant of a large catalogue). */
export const MAX_PRICE_SHEET_ROWS = 2000;

export const PRICE_SHEET_MESSAGES = {
  rows: `Send between 1 and ${MAX_PRICE_SHEET_ROWS} rows, each variant once`,
  row: (n: number, message: string) => `Row ${n}: ${message}`,
  unknown: "this variant is not in the catalogue",
} as const;

/**
 * PUT /api/admin/price-sheet: the morning's sale prices and stock of many variants, saved all
 * or none (issue 33). `sale` null ends a sale.
 */
export const priceSheetBody = z.object({
  rows: z
    .array(
      z.object({
        productId: z.string(),
        variantId: z.string(),
        sale: z.number({ message: PRODUCT_MESSAGES.salePrice }).nullable(),
        inStock: z.boolean({ message: "inStock must be true or false" }),
      }),
      { message: PRICE_SHEET_MESSAGES.rows },
    )
    .min(1, PRICE_SHEET_MESSAGES.rows)
    .max(MAX_PRICE_SHEET_ROWS, PRICE_SHEET_MESSAGES.rows)
    .refine((rows) => new Set(rows.map((r) => r.variantId)).size === rows.length, PRICE_SHEET_MESSAGES.rows),
});
export type PriceSheetBody = z.infer<typeof priceSheetBody>;

/** The price sheet's CSV columns, as "Download CSV" writes them and the upload reads them. */
export const PRICE_SHEET_CSV_HEADER = ["productId", "variantId", "product", "variant", "defaultPrice", "sale", "inStock"] as const;

/**
 * A price sheet CSV (the downloaded sheet, edited in a spreadsheet) to rows: `sale` empty ends a
 * sale, `inStock` is yes/no (or true/false, 1/0). The names and default price are for people and
 * are not read. Quotes are allowed around a cell (a name with a comma).
 */
export function parsePriceSheetCsv(text: string): { ok: true; rows: PriceSheetBody["rows"] } | { ok: false; message: string } {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  const header = splitCsvLine(lines[0] ?? "").map((cell) => cell.trim());
  const column = (name: string) => header.indexOf(name);
  if (["productId", "variantId", "sale", "inStock"].some((name) => column(name) < 0))
    return { ok: false, message: "The first line must name the columns productId, variantId, sale and inStock" };
  const rows: PriceSheetBody["rows"] = [];
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = splitCsvLine(line).map((cell) => cell.trim());
    const saleText = cells[column("sale")] ?? "";
    const stockText = (cells[column("inStock")] ?? "").toLowerCase();
    const sale = saleText === "" ? null : rupees(saleText);
    if (saleText !== "" && sale === null) return { ok: false, message: PRICE_SHEET_MESSAGES.row(index + 1, PRODUCT_MESSAGES.salePrice) };
    const inStock = ["yes", "true", "1"].includes(stockText) ? true : ["no", "false", "0"].includes(stockText) ? false : null;
    if (inStock === null) return { ok: false, message: PRICE_SHEET_MESSAGES.row(index + 1, "inStock must be yes or no") };
    rows.push({ productId: cells[column("productId")] ?? "", variantId: cells[column("variantId")] ?? "", sale, inStock });
  }
  if (rows.length === 0) return { ok: false, message: PRICE_SHEET_MESSAGES.rows };
  return { ok: true, rows };
}
