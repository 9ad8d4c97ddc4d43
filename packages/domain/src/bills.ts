import { z } from "zod";
import { indiaTime } from "./india-time.ts";
import { splitDiscount } from "./promotions.ts";

/**
 * GST on the shop's bills. Prices are tax-inclusive, as the customer sees them; the bill splits
 * each taxable line into its taxable value and tax. Fresh or chilled meat, fish and crustaceans
 * (HSN chapters 02 and 03) are exempt; frozen, pre-packaged and labelled goods are 5%.
 */
export const GST_RATES = [0, 5] as const;
export type GstRate = (typeof GST_RATES)[number];
export const gstRateSchema = z.union([z.literal(0), z.literal(5)]);
/** An HSN code as the GST portal takes it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const hsnSchema = z.string().regex(HSN_PATTERN, "HSN code must be 4, 6 or 8 digits");

/** The shop sells inside Maharashtra only, so every supply is intra-state: CGST + SGST. */
export const PLACE_OF_SUPPLY = { state: "Maharashtra", code: "27" } as const;
/** Delivery charges follow the goods (a composite supply); see `billLines`. */
export const DELIVERY_SAC = "9968";

export interface BillableLine {
  name: string;
  hsnCode: string;
  gstRate: GstRate;
  weightGrams: number;
  quantity: number;
  /** Tax-inclusive price of one unit, in paise. */
  unitPricePaise: number;
  /** What the line weighed when packed; printed beside the weight ordered. */
  packedGrams?: number | null;
}

export interface BillLine extends BillableLine {
  /** Tax-inclusive line total: unit price x quantity, less its share of a code's discount. */
  totalPaise: number;
  /** The line's share of a code's discount (issue 32); 0 without one. */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export type BillType = "Bill of Supply" | "Invoice-cum-Bill of Supply" | "Tax Invoice";

export interface BillTotals {
  type: BillType;
  lines: BillLine[];
  taxablePaise: number;
  exemptPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  /** A code's discount, printed as its own line; the lines' totals are already less it. */
  discountPaise: number;
}

/**
 * One line's tax, in whole paise. Rounding rule: the taxable value of a 5% line is its
 * tax-inclusive total x 100 / 105 rounded half up to the paisa; the tax is what remains, so
 * taxable value + tax always equals the price paid. The tax is halved into CGST and SGST; an
 * odd paisa goes to SGST. Each line is rounded on its own and the bill adds the lines, so every
 * line printed adds up exactly to the bill's totals.
 */
export function billTax(totalPaise: number, rate: GstRate): { taxablePaise: number; cgstPaise: number; sgstPaise: number } {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Bad line total ${totalPaise}`);
  if (rate === 0) return { taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0 };
  const divisor = 100 + rate;
  // Integer half-up rounding of totalPaise * 100 / divisor, with no floating point.
  const taxablePaise = Math.floor((totalPaise * 200 + divisor) / (2 * divisor));
  const tax = totalPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}

/**
 * The bill's lines and totals. Its type follows the goods: all exempt is a bill of supply (CGST
 * Rule 49), all taxable a tax invoice (Rule 46), a mix an invoice-cum-bill of supply (Rule 46A).
 * Delivery, when charged, is a composite supply with the goods: it takes 5% only when every
 * good on the bill is taxable, otherwise the exempt fresh goods are the principal supply.
 *
 * A code's discount (issue 32) is spread over the goods in proportion to their prices, to the
 * paisa (promotions.ts, `splitDiscount`): each line's taxable value is taken from what it cost
 * after its share, the value actually charged.
 */
export function billLines(goods: readonly BillableLine[], deliveryChargePaise: number, discountPaise = 0): BillTotals {
  const taxedGoods = goods.filter((l) => l.gstRate > 0).length;
  const type: BillType = taxedGoods === 0 ? "Bill of Supply" : taxedGoods === goods.length ? "Tax Invoice" : "Invoice-cum-Bill of Supply";
  const all: BillableLine[] = [...goods];
  if (deliveryChargePaise > 0) {
    all.push({
      name: "Delivery charges",
      hsnCode: DELIVERY_SAC,
      gstRate: type === "Tax Invoice" ? 5 : 0,
      weightGrams: 0,
      quantity: 1,
      unitPricePaise: deliveryChargePaise,
    });
  }
  const shares = splitDiscount(
    goods.map((l) => l.unitPricePaise * l.quantity),
    discountPaise,
  );
  const lines = all.map((l, i) => {
    const lineDiscount = shares[i] ?? 0;
    const totalPaise = l.unitPricePaise * l.quantity - lineDiscount;
    return { ...l, totalPaise, discountPaise: lineDiscount, ...billTax(totalPaise, l.gstRate) };
  });
  const sum = (pick: (l: BillLine) => number, only?: (l: BillLine) => boolean) =>
    lines.filter(only ?? (() => true)).reduce((n, l) => n + pick(l), 0);
  return {
    type,
    lines,
    taxablePaise: sum(
      (l) => l.taxablePaise,
      (l) => l.gstRate > 0,
    ),
    exemptPaise: sum(
      (l) => l.totalPaise,
      (l) => l.gstRate === 0,
    ),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    totalPaise: sum((l) => l.totalPaise),
    discountPaise: sum((l) => l.discountPaise),
  };
}

/**
 * The Indian financial year (1 April to 31 March, India time) an instant falls in, as the
 * two-digit label bills carry: 31 March 2027 23:59 IST is "26-27", 1 April 2027 00:00 IST "27-28".
 */
export function financialYear(at: Date): string {
  const [calendarYear, month] = indiaTime(at).date.split("-").map(Number) as [number, number];
  const year = month >= 4 ? calendarYear : calendarYear - 1;
  const two = (y: number) => String(y % 100).padStart(2, "0");
  return `${two(year)}-${two(year + 1)}`;
}

/** The series a document is numbered in: bills and credit notes each count on their own. */
export const BILL_SERIES = { bill: "TZ", creditNote: "CN" } as const;
export type BillSeries = (typeof BILL_SERIES)[keyof typeof BILL_SERIES];
/** At most 16 characters of letters, digits, "-" and "/" (CGST Rule 46(b)). */
export const BILL_NUMBER_PATTERN = /^[A-Z]{2}\/\d{2}-\d{2}\/\d{6,7}$/;

/** "TZ/26-27/000123": series, financial year, then the count within that year. */
export function formatBillNumber(series: BillSeries, year: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > 9_999_999) throw new RangeError(`Bill counter out of range: ${n}`);
  return `${series}/${year}/${String(n).padStart(6, "0")}`;
}

/** A bill's file name: "TZ-26-27-000123.pdf" (no slashes in file names). */
export function billFileName(billNumber: string): string {
  return `${billNumber.replace(/\//g, "-")}.pdf`;
}

/** "31/03/2027", the bill's date as people in India write it, in India time. */
export function formatBillDate(at: Date): string {
  const [year, month, day] = indiaTime(at).date.split("-");
  return `${day}/${month}/${year}`;
}

/** "1,23,456.78": paise as rupees with Indian digit grouping and always two decimals. */
export function formatBillAmount(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}${rest ? `${rest},${last3}` : last3}.${String(abs % 100).padStart(2, "0")}`;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ""}${ones ? ` ${ONES[ones] ?? ""}` : ""}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ""} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in the Indian system: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees One Lakh Twenty Thousand and Fifty Paise Only", as Indian bills write amounts. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Bad amount ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${indianWords(rupees)}`;
  return rest ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}

/** What a credit note takes back, in paise: its total and the tax parts of it. */
export interface CreditAmounts {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** `total` shared out over `weights` in whole paise (largest remainder), so the shares add up exactly. */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A credit note spread over its bill's lines, in the bill's own proportions (as the note's tax was
 * taken back, decision 024): each line's share of the taxable value, CGST, SGST and exempt value,
 * and of its quantity (a note for the whole bill takes every unit back). The shares add up exactly
 * to the note, so an HSN summary that subtracts them nets a cancelled and refunded order to nothing.
 */
export function spreadCreditNote(bill: BillTotals, note: CreditAmounts): BillLine[] {
  // As on the bill: a 5% line's taxable value carries tax; an exempt line's value is all exempt
  // (printed in its taxable column with no tax, as `billTax` does).
  const taxed = (l: BillLine) => l.gstRate > 0;
  const taxable = shareOut(
    note.taxablePaise,
    bill.lines.map((l) => (taxed(l) ? l.taxablePaise : 0)),
  );
  const cgst = shareOut(
    note.cgstPaise,
    bill.lines.map((l) => l.cgstPaise),
  );
  const sgst = shareOut(
    note.sgstPaise,
    bill.lines.map((l) => l.sgstPaise),
  );
  const exempt = shareOut(
    note.amountPaise - note.taxablePaise - note.cgstPaise - note.sgstPaise,
    bill.lines.map((l) => (taxed(l) ? 0 : l.totalPaise)),
  );
  const whole = bill.totalPaise > 0 ? Math.min(1, note.amountPaise / bill.totalPaise) : 0;
  return bill.lines.map((line, i) => {
    const value = taxed(line) ? taxable[i]! : exempt[i]!;
    return {
      ...line,
      quantity: Math.round(line.quantity * whole),
      taxablePaise: value,
      cgstPaise: cgst[i]!,
      sgstPaise: sgst[i]!,
      totalPaise: value + cgst[i]! + sgst[i]!,
    };
  });
}
