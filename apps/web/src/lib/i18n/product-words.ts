import { productWords, type ProductTranslations, type ProductWords } from "@taaza/domain";
import { activeLocale } from "./i18n.ts";

type Worded = { name: string; description?: string; note?: string; translations?: ProductTranslations | null };

/**
 * A product's name, description and note in the reader's language, English where staff gave none.
 * The tree remounts when the language changes (like `t()`), and the server draws with the
 * request's language active, so the drawn page and the browser agree.
 */
export function localWords(product: Worded): ProductWords {
  return productWords(product, activeLocale());
}

/** A product's name in the reader's language, English where staff gave none. */
export function localName(product: Worded): string {
  return productWords(product, activeLocale()).name;
}
