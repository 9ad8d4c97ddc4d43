import { z } from "zod";
import type { ProductWords } from "./product-words.ts";

/** The languages a product's words can be given in besides English (its own name, description, note). */
export const PRODUCT_TRANSLATION_LOCALES = ["mr", "hi"] as const;
export type ProductTranslationLocale = (typeof PRODUCT_TRANSLATION_LOCALES)[number];

/** The same bounds as the English fields (validateProductForm). */
export const PRODUCT_TEXT_LIMITS = { name: 120, description: 4000, note: 1000 } as const;

export const PRODUCT_TRANSLATION_MESSAGE =
  "Translations: a Marathi or Hindi name up to 120 characters, description up to 4000, note up to 1000";

const words = z
  .object({
    name: z.string().max(PRODUCT_TEXT_LIMITS.name).optional(),
    description: z.string().max(PRODUCT_TEXT_LIMITS.description).optional(),
    note: z.string().max(PRODUCT_TEXT_LIMITS.note).optional(),
  })
  .strict();

/**
 * A product's words in Marathi and Hindi, each optional: `{ mr?: { name?, description?, note? }, hi?: … }`.
 * What is missing is read in English (`productWords`).
 */
export const productTranslationsSchema = z.object({ mr: words.optional(), hi: words.optional() }).strict();
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

/**
 * The translations from the product form's `translations` field (JSON text, or the object itself):
 * texts trimmed, blank ones and empty languages dropped. Undefined when not sent, null when wrong.
 */
export function parseProductTranslations(value: unknown): ProductTranslations | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === "string" && value.trim() === "")) return {};
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = productTranslationsSchema.safeParse(parsed);
  if (!result.success) return null;
  const clean: ProductTranslations = {};
  for (const locale of PRODUCT_TRANSLATION_LOCALES) {
    const given = result.data[locale];
    if (!given) continue;
    const kept: Partial<ProductWords> = {};
    for (const key of ["name", "description", "note"] as const) {
      const text = given[key]?.normalize("NFC").trim();
      if (text) kept[key] = text;
    }
    if (Object.keys(kept).length > 0) clean[locale] = kept;
  }
  return clean;
}
