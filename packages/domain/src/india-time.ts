/**
 * India time, the shop's only clock face: delivery days and slots, bill dates and financial
 * years, report days, deal ends and every date a person reads are in India time (Asia/Kolkata,
 * UTC+5:30, no daylight saving), whatever the zone of the server or the browser. The one home
 * of the offset; the database has its twin, `taaza_india_date` (migration 0013).
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

// India keeps no daylight saving time: one fixed offset gives its wall clock at any instant.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock date (YYYY-MM-DD) and time in India at an instant. */
export function indiaTime(instant: Date): { date: string; hour: number; minute: number } {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

/**
 * The instants India calendar days cover: from the start of `from` (YYYY-MM-DD) to the start of
 * the day after `to` (`from` itself when not given), [start, end).
 */
export function indiaDayBounds(from: string, to: string = from): { start: Date; end: Date } {
  const midnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS);
  return { start: midnight(from), end: new Date(midnight(to).getTime() + DAY_MS) };
}

/** The next midnight in India after `now` (the demo shop's flash deal runs until then). */
export function nextIndiaMidnight(now: Date): Date {
  return indiaDayBounds(indiaTime(now).date).end;
}

// Made on first use, not when the module loads: a browser's first DateTimeFormat costs a phone
// tens of milliseconds, which the page that only imports this module should not pay.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "24 Nov 2026" in India time: a review written at 00:30 IST on 24 November is dated the 24th, not the 23rd (UTC). */
export function formatIndiaDate(instant: Date | string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE });
  return dateFormat.format(new Date(instant));
}

/** "24 Nov 2026, 12:30 am" in India time. */
export function formatIndiaDateTime(instant: Date | string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: INDIA_TIME_ZONE,
  });
  return dateTimeFormat.format(new Date(instant));
}
