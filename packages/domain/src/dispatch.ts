import { z } from "zod";
import { dateInput } from "./date-inputs.ts";
import { DELIVERY_SLOTS } from "./delivery-slots.ts";

const isoDate = dateInput("Date must be YYYY-MM-DD");
const slotNames = DELIVERY_SLOTS.map((s) => s.slot) as [string, ...string[]];

/** Which slot's orders to pack: a delivery date (India) and one of the shop's slots. */
export const dispatchQuery = z.object({
  date: isoDate,
  slot: z.enum(slotNames, { message: "Choose one of the delivery slots" }),
});
export type DispatchQuery = z.infer<typeof dispatchQuery>;

/** The longest range an accountant's export covers: a (leap) year. */
export const MAX_EXPORT_DAYS = 366;

/** Bills dated from `from` to `to`, both included, India time; at most a year, never backwards. */
export const exportRangeQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => r.from <= r.to, { message: "The range must end on or after its start", path: ["to"] })
  .refine((r) => daysBetween(r.from, r.to) < MAX_EXPORT_DAYS, { message: `A range covers at most ${MAX_EXPORT_DAYS} days`, path: ["to"] });
export type ExportRange = z.infer<typeof exportRangeQuery>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface PackedLine {
  name: string;
  weightGrams: number;
  quantity: number;
}

/** "500 g" or "1 kg": pack weights as staff say them. */
export function packWeight(grams: number): string {
  return grams >= 1000 && grams % 100 === 0 ? `${grams / 1000} kg` : `${grams} g`;
}

/**
 * What to pack for a slot: each product and pack weight once, with how many packs in all
 * ("Surmai Steaks 500 g x 14"), largest count first, then by name.
 */
export function packingSummary(lines: readonly PackedLine[]): (PackedLine & { label: string })[] {
  const byKey = new Map<string, PackedLine>();
  for (const l of lines) {
    const key = `${l.name}\u0000${l.weightGrams}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += l.quantity;
    else byKey.set(key, { ...l });
  }
  return [...byKey.values()]
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name) || a.weightGrams - b.weightGrams)
    .map((l) => ({ ...l, label: `${l.name} ${packWeight(l.weightGrams)} x ${l.quantity}` }));
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) gets a leading apostrophe, so a customer's name can never
 * become a formula on the accountant's machine. Numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  // A `;` is quoted too: spreadsheets in locales that separate by semicolons split cells on it.
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends, as spreadsheets expect. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The dashboard's charts (`GET /api/admin/charts`), each computed by one SQL statement. */
export const adminChartsSchema = z.object({
  /** Last 30 India-time days, oldest first, every day present; cancelled orders left out. */
  revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number() })),
  /** Orders to deliver today and tomorrow in each slot, in the slots' order. */
  ordersBySlot: z.array(z.object({ slot: z.string(), today: z.number(), tomorrow: z.number() })),
  /** The 10 best-selling products of those 30 days by revenue (rupees). */
  topProducts: z.array(z.object({ name: z.string(), revenue: z.number(), quantity: z.number() })),
});
export type AdminCharts = z.infer<typeof adminChartsSchema>;
