import { formatMoney } from "@taaza/domain";
import { activeLocale } from "./i18n.ts";

/** Rupees in the active language's style: "₹1,23,456" (Indian grouping, Latin digits). */
export function formatRupees(rupees: number): string {
  return formatMoney(rupees, activeLocale());
}
