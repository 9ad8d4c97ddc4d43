/**
 * Every date a person reads, in India time, whatever the zone of the server or the browser: a
 * review written at 00:30 IST on 24 November is dated 24 November, not the 23rd (UTC).
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

// Made on first use, not when the module loads: a browser's first DateTimeFormat costs a phone
// tens of milliseconds, which the page that only imports this module should not pay.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "24 Nov 2026" in India time. */
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
