import { formatMoney } from "@taaza/domain";
import { activeLocale } from "./i18n.ts";

/** Rupees in the active language's style: "₹1,23,456" (Indian grouping, Latin digits). */
export function formatRupees(rupees: number): string {
  return formatMoney(rupees, activeLocale());
}

/** The Intl locale of the active language, for dates: "en-IN", "mr-IN", "hi-IN". */
export function intlLocale(): string {
  return `${activeLocale()}-IN`;
}
