/**
 * Money lives in integer paise everywhere it is stored or summed; rupees only appear at the
 * edges (the API speaks rupees as the spec does, and people read rupees).
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** The storefront's languages, as money is written in them. */
export type MoneyLocale = "en" | "mr" | "hi";

/**
 * Intl locales for money. Marathi keeps Latin digits (as printed price tags and weights in the
 * shop do), but CLDR's Marathi data in Latin digits groups by thousands (₹123,456); the en-IN
 * pattern gives the Indian grouping a Marathi reader expects (₹1,23,456), with the same symbol.
 */
const MONEY_LOCALE: Record<MoneyLocale, string> = { en: "en-IN", mr: "en-IN", hi: "hi-IN" };
const formatters = new Map<MoneyLocale, Intl.NumberFormat>();

/** "₹1,299", "₹1,23,456" or "₹1,299.5": Indian grouping, paise only when there are some. */
export function formatMoney(rupees: number, locale: MoneyLocale = "en"): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(MONEY_LOCALE[locale], {
      style: "currency",
      currency: "INR",
      numberingSystem: "latn",
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(rupees);
}

/** "₹1,299" or "₹1,299.5" with Indian digit grouping (₹1,00,000), in English. */
export function formatRupees(rupees: number): string {
  return formatMoney(rupees, "en");
}

/** Unit price per gram to two decimals, e.g. "₹0.84/g". */
export function formatPricePerGram(rupees: number, grams: number): string {
  if (!(grams > 0)) return "";
  return `₹${(rupees / grams).toFixed(2)}/g`;
}

