import { activeLocale } from "./i18n.ts";

// Rupees read the same in every language of the shop: formatRupees from @taaza/domain.

/** The Intl locale of the active language, for dates: "en-IN", "mr-IN", "hi-IN". */
export function intlLocale(): string {
  return `${activeLocale()}-IN`;
}
