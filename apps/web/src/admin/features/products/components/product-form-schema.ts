import { z } from "zod";
import {
  PRODUCT_DETAIL_MESSAGES,
  PRODUCT_TAX_MESSAGES,
  productFormProblems,
  validateProductForm,
  validateVariants,
  type KnownNames,
  PRODUCT_MESSAGES,
  type ProductTranslationLocale,
  type VariantFormValues,
} from "@taaza/domain";
import type { ProductDraft } from "../api/save-product.ts";
import type { NewImage } from "./product-images-field.tsx";

/** One row of the cuts and packs grid as typed; `_id` is "" for a new row. */
export type VariantRowFields = {
  _id: string;
  preparation: string;
  label: string;
  weight: string;
  defaultPrice: string;
  salePrice: string;
  netWeight: string;
  grossWeight: string;
  pieces: string;
  serves: string;
  inStock: boolean;
};

/** The Marathi and Hindi fields as typed: every text present, "" for none. */
export type TranslationFields = Record<ProductTranslationLocale, { name: string; description: string; note: string }>;

/** The form's fields as typed: text for the numbers, the kept and the newly chosen images. */
export type ProductFormFields = {
  name: string;
  defaultPrice: string;
  salePrice: string;
  weight: string;
  description: string;
  /** Empty until the person picks one: the form's default category then applies. */
  category: string;
  productTag: string;
  note: string;
  /** For the bill: HSN code and GST percent ("0" or "5"). */
  hsnCode: string;
  gstRate: string;
  /** Optional details, as typed; empty means not given. */
  netWeight: string;
  grossWeight: string;
  pieces: string;
  serves: string;
  /** Other names, comma-separated as typed. */
  altNames: string;
  /** Name, description and note in Marathi and Hindi, as typed; "" for none. */
  translations: TranslationFields;
  inStock: boolean;
  bestseller: boolean;
  existingImages: string[];
  addedImages: NewImage[];
  /** The cuts and packs grid; empty while the product is sold one way (the price and weight fields). */
  variants: VariantRowFields[];
};

export type ProductFieldName = keyof ProductFormFields;

/** Which field each rule's message is about, to mark and focus it. */
const FIELD_OF_MESSAGE: Record<string, ProductFieldName> = {
  [PRODUCT_MESSAGES.name]: "name",
  [PRODUCT_MESSAGES.defaultPrice]: "defaultPrice",
  [PRODUCT_MESSAGES.salePrice]: "salePrice",
  [PRODUCT_MESSAGES.weight]: "weight",
  [PRODUCT_MESSAGES.description]: "description",
  [PRODUCT_MESSAGES.category]: "category",
  [PRODUCT_MESSAGES.productTag]: "productTag",
  [PRODUCT_MESSAGES.note]: "note",
  [PRODUCT_TAX_MESSAGES.hsnCode]: "hsnCode",
  [PRODUCT_TAX_MESSAGES.gstRate]: "gstRate",
  [PRODUCT_MESSAGES.imageRequired]: "existingImages",
  [PRODUCT_MESSAGES.tooManyImages]: "existingImages",
  [PRODUCT_DETAIL_MESSAGES.netWeight]: "netWeight",
  [PRODUCT_DETAIL_MESSAGES.grossWeight]: "grossWeight",
  [PRODUCT_DETAIL_MESSAGES.netAboveGross]: "netWeight",
  [PRODUCT_DETAIL_MESSAGES.pieces]: "pieces",
  [PRODUCT_DETAIL_MESSAGES.serves]: "serves",
  [PRODUCT_DETAIL_MESSAGES.altNames]: "altNames",
  [PRODUCT_DETAIL_MESSAGES.translations]: "translations",
};

type SchemaOptions = KnownNames & {
  /** The category shown while none is picked (spec section 9: Sea Fish on the add form). */
  defaultCategory: string;
  /** Edit sends the images it keeps; add has none to keep. */
  editing: boolean;
};

/**
 * The fields' shapes, then the domain's rules, the same as the server's: every broken one marks
 * the field it is about at once (the first of a field's messages shows under it), in the rules'
 * order, so the first is the message the server would give.
 */
export function productFormSchema({ defaultCategory, editing, ...known }: SchemaOptions) {
  return z
    .object({
      name: z.string(),
      defaultPrice: z.string(),
      salePrice: z.string(),
      weight: z.string(),
      description: z.string(),
      category: z.string(),
      productTag: z.string(),
      note: z.string(),
      hsnCode: z.string(),
      gstRate: z.string(),
      netWeight: z.string(),
      grossWeight: z.string(),
      pieces: z.string(),
      serves: z.string(),
      altNames: z.string(),
      translations: z.custom<TranslationFields>(),
      inStock: z.boolean(),
      bestseller: z.boolean(),
      existingImages: z.array(z.string()),
      addedImages: z.array(z.custom<NewImage>()),
      variants: z.array(z.custom<VariantRowFields>()),
    })
    .transform((fields, context): ProductDraft => {
      // With the grid, its first row is the product's own price, weight and details (as on the server).
      let variants: VariantFormValues[] | undefined;
      let base = fields;
      if (fields.variants.length > 0) {
        const checked = validateVariants(fields.variants.map(variantInput));
        if (!checked.ok) {
          context.addIssue({ code: "custom", message: checked.message, path: ["variants"] });
          return z.NEVER;
        }
        variants = checked.value;
        base = { ...fields, ...plainFieldsOf(variants[0]!) };
      }
      const input = {
        ...base,
        category: fields.category || defaultCategory,
        imageCount: fields.existingImages.length + fields.addedImages.length,
      };
      const result = validateProductForm(input, known);
      if (!result.ok) {
        // A message without a field of its own still stops the form and is shown as a toast.
        const marked = new Set<string>();
        for (const message of productFormProblems(input, known)) {
          const field = FIELD_OF_MESSAGE[message] ?? "root";
          if (marked.has(field)) continue;
          marked.add(field);
          context.addIssue({ code: "custom", message, path: [field] });
        }
        return z.NEVER;
      }
      return {
        ...result.value,
        inStock: fields.inStock,
        bestseller: fields.bestseller,
        existingImages: editing ? fields.existingImages : undefined,
        files: fields.addedImages.map((image) => image.file),
        ...(variants ? { variants } : {}),
      };
    });
}

/** A grid row as validateVariants reads it (the form's JSON shape). */
function variantInput(row: VariantRowFields) {
  return {
    _id: row._id,
    label: row.label,
    preparation: row.preparation,
    weight: row.weight,
    netWeight: row.netWeight,
    grossWeight: row.grossWeight,
    pieces: row.pieces,
    serves: row.serves,
    price: { default: row.defaultPrice, sale: row.salePrice },
    inStock: row.inStock,
  };
}

const text = (n: number | null) => (n === null ? "" : String(n));

/** The plain fields the default variant stands for. */
function plainFieldsOf(first: VariantFormValues) {
  return {
    defaultPrice: String(first.defaultPrice),
    salePrice: text(first.salePrice),
    weight: String(first.weight),
    netWeight: text(first.netWeight),
    grossWeight: text(first.grossWeight),
    pieces: text(first.pieces),
    serves: text(first.serves),
  };
}
