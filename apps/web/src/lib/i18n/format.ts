import { INDIA_TIME_ZONE } from "@taaza/domain";
import { activeLocale } from "./i18n.ts";

// Rupees read the same in every language of the shop: formatRupees from @taaza/domain.

/** The Intl locale of the active language, for dates: "en-IN", "mr-IN", "hi-IN". */
export function intlLocale(): string {
  return `${activeLocale()}-IN`;
}

/**
 * "24 Nov 2026, 12:30 am" in India time, with month and day period in the reader's language and
 * Latin digits in all three (docs/languages.md).
 */
export function indiaDateTimeInWords(instant: Date | string): string {
  return new Date(instant).toLocaleString(`${intlLocale()}-u-nu-latn`, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: INDIA_TIME_ZONE,
  });
}
