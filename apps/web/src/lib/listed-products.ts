import type { Product } from "@taaza/domain";

type Words = Record<string, { name?: string } | undefined>;

/**
 * A product as a list shows it (a shelf, a category or search page: cards, which show only its
 * name): without its description, storage note and other names, and with only the name of each
 * translation. A server-drawn page's data carries its lists so (they must fit the first round trip,
 * server-rendered-pages.spec.ts), and the lists' own requests keep the same shape, so when such a
 * query is asked again and nothing a card shows has changed, its data stays the same object and
 * nothing on the page draws again (docs/decisions/043-hydrate-when-near.md). A product page's
 * own product keeps all its words.
 */
export function listedProduct<T>(item: T): T {
  if (typeof item !== "object" || item === null || !("translations" in item)) return item;
  const {
    description: _description,
    note: _note,
    altNames: _altNames,
    translations,
    ...card
  } = item as { translations?: Words } & Record<string, unknown>;
  const names: Words = {};
  for (const [locale, text] of Object.entries(translations ?? {})) if (text?.name) names[locale] = { name: text.name };
  return { ...card, translations: names } as T;
}

/** Every product of a list as the list shows it. */
export function listedProducts(products: Product[]): Product[] {
  return products.map(listedProduct);
}
