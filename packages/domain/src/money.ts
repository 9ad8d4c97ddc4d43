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

/**
 * "₹1,299", "₹1,23,456" or "₹1,299.5": Indian grouping, paise only when there are some, Latin
 * digits, the same in every language of the shop. Written by hand rather than with
 * `Intl.NumberFormat`: the browser's first currency formatter cost about 20 ms on a phone, in the
 * task that hydrates the page (decision 019). Marathi keeps Latin digits, as printed price tags and
 * weights in the shop do, with the Indian grouping a Marathi reader expects (CLDR's Marathi data in
 * Latin digits would group by thousands). It writes what Intl's en-IN currency format writes for
 * every amount (a test compares them), rounding half away from zero at the shortest decimal form.
 */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 || Object.is(rupees, -0) ? "-" : "";
  const digits = String(Math.abs(rupees));
  // Exponent forms (below 1e-6), sums past a lakh crore and NaN/Infinity are no amounts this shop
  // sees; Intl says them.
  if (!/^\d{1,13}(\.\d+)?$/.test(digits)) return intlMoney().format(rupees);
  const [whole, fraction = ""] = digits.split(".") as [string, string?];
  // Whole paise, exact in a double at this size, rounded at the third decimal of the digits.
  const units = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) + ((fraction[2] ?? "0") >= "5" ? 1 : 0);
  const paise = units % 100;
  const grouped = indianGrouping(String((units - paise) / 100));
  const decimals = paise === 0 ? "" : `.${String(paise).padStart(2, "0").replace(/0$/, "")}`;
  return `${sign}₹${grouped}${decimals}`;
}

/** "1234567" as "12,34,567": the last three digits, then pairs. */
export function indianGrouping(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
}

let fallback: Intl.NumberFormat | undefined;
function intlMoney(): Intl.NumberFormat {
  fallback ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    numberingSystem: "latn",
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return fallback;
}

/** Unit price per gram to two decimals, e.g. "₹0.84/g". */
export function formatPricePerGram(rupees: number, grams: number): string {
  const amount = pricePerGramAmount(rupees, grams);
  return amount && `${amount}/g`;
}

/** The price of a gram alone, e.g. "₹0.84", for a page that names the unit in its reader's language. */
export function pricePerGramAmount(rupees: number, grams: number): string {
  if (!(grams > 0)) return "";
  return `₹${(rupees / grams).toFixed(2)}`;
}
