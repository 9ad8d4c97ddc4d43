/**
 * The storefront's languages as the server sees them. It draws pages in English only, so it must
 * know a visitor's language before drawing: the browser keeps the choice in this cookie beside
 * localStorage (docs/decisions/017-server-rendered-first-view.md).
 */
export const LOCALE_COOKIE = "taaza-locale";
export const SHOP_LOCALES = ["en", "mr", "hi"] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

/**
 * The visitor's language from their cookie, else the first language of Accept-Language the shop
 * speaks, else English: the order the browser itself decides in (lib/i18n detectLocale).
 */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): ShopLocale {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`).exec(cookieHeader ?? "")?.[1];
  if (isShopLocale(chosen)) return chosen;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const primary = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (isShopLocale(primary)) return primary;
  }
  return "en";
}

function isShopLocale(value: string | undefined): value is ShopLocale {
  return (SHOP_LOCALES as readonly (string | undefined)[]).includes(value);
}
