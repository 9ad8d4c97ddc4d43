/**
 * The storefront's languages as the server sees them. It draws each page in the visitor's language,
 * so it must know that language before drawing: the browser keeps the choice in this cookie
 * beside localStorage (docs/decisions/017-server-rendered-first-view.md, 022-react-everywhere.md).
 */
export const LOCALE_COOKIE = "taaza-locale";
export const SHOP_LOCALES = ["en", "mr", "hi"] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

const CHOSEN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`);

/**
 * The visitor's language from their cookie, else the first language of Accept-Language the shop
 * speaks, else English: the order the browser itself decides in (web's lib/i18n detectLocale).
 */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): ShopLocale {
  const chosen = CHOSEN.exec(cookieHeader ?? "")?.[1];
  if (isShopLocale(chosen)) return chosen;
  return firstShopLocale((acceptLanguage ?? "").split(",").map((part) => part.split(";")[0]!));
}

/** The first of these language tags ("mr-IN", "hi") whose language the shop speaks, else English. */
export function firstShopLocale(tags: Iterable<string>): ShopLocale {
  for (const tag of tags) {
    const primary = tag.trim().split("-")[0]?.toLowerCase();
    if (isShopLocale(primary)) return primary;
  }
  return "en";
}

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === "string" && (SHOP_LOCALES as readonly string[]).includes(value);
}
