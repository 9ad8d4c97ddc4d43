import type { ProductWords } from "@taaza/domain";
import { activeLocale } from "./i18n.ts";

type Worded = {
  name: string;
  description?: string;
  note?: string;
  translations?: Partial<Record<"mr" | "hi", Partial<ProductWords>>> | null;
};

/**
 * A product's name, description and note in the reader's language, English where staff gave none
 * (the domain's productWords, written here so the first download takes nothing more from the
 * domain). The tree remounts when the language changes (like `t()`), and the server draws with
 * the request's language active, so the drawn page and the browser agree.
 */
export function localWords(product: Worded): ProductWords {
  const locale = activeLocale();
  const own = locale === "mr" || locale === "hi" ? product.translations?.[locale] : undefined;
  return {
    name: own?.name || product.name,
    description: own?.description || (product.description ?? ""),
    note: own?.note || (product.note ?? ""),
  };
}

/** A product's name in the reader's language, English where staff gave none. */
export function localName(product: Worded): string {
  return localWords(product).name;
}
