/** What staff type in a grams box: blank is "not limited" (null); undefined for anything else. */
export function parseGrams(text: string): number | null | undefined {
  const t = text.trim().replace(/[,\s]/g, "");
  if (t === "") return null;
  if (!/^\d{1,8}$/.test(t)) return undefined;
  return Number(t);
}

/** The calendar day before `date` (YYYY-MM-DD), read at UTC midnight so no zone moves it. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Grams as staff read them on the sheet ("1,200 g"). */
export function gramsText(grams: number): string {
  return `${grams.toLocaleString("en-IN")} g`;
}

/** Under three units left (or none): the dashboard's low stock. */
export function isLow(row: { leftGrams: number | null; unitGrams: number }): boolean {
  return row.leftGrams !== null && row.leftGrams < row.unitGrams * 3;
}
