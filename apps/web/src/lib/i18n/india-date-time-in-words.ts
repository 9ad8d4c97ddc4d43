import { INDIA_TIME_ZONE } from "@taaza/domain";
import { intlLocale } from "./format.ts";

/**
 * "24 Nov 2026, 12:30 am" in India time, with month and day period in the reader's language and
 * Latin digits in all three (docs/languages.md). Its own module, not beside intlLocale: only the
 * order pages use it, and format.ts ships with every page's first download.
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
