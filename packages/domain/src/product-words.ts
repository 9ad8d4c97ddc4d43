// Apart from the schema (no zod here): the storefront's first download reads products' words.
export type ProductWords = { name: string; description: string; note: string };
type GivenWords = Partial<Record<"mr" | "hi", Partial<ProductWords>>>;

/** A product's name, description and note in the reader's language, English where none is given. */
export function productWords(
  product: { name: string; description?: string; note?: string; translations?: GivenWords | null },
  locale: string,
): ProductWords {
  const own = locale === "mr" || locale === "hi" ? product.translations?.[locale] : undefined;
  return {
    name: own?.name || product.name,
    description: own?.description || (product.description ?? ""),
    note: own?.note || (product.note ?? ""),
  };
}

/** A product's name in the reader's language, English where none is given. */
export function productName(product: { name: string; translations?: GivenWords | null }, locale: string): string {
  return productWords(product, locale).name;
}
