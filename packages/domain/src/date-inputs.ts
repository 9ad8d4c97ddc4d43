import { z } from "zod";

/**
 * Every date a request may carry, bounded: the shop's dates lie in this century, and outside it
 * a date is a mistake or a probe (`0000-01-01` is no date PostgreSQL knows, and answered 500).
 * One schema for each shape, used by every route that takes a date.
 */
export const EARLIEST_DATE = "2000-01-01";
export const LATEST_DATE = "2099-12-31";

export const DATE_INPUT_MESSAGES = {
  outOfRange: `Dates must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
} as const;

/** Whether a YYYY-MM-DD date (or the date part of an instant) lies within the shop's bounds. */
export function isWithinDateBounds(text: string): boolean {
  const day = text.slice(0, 10);
  return day >= EARLIEST_DATE && day <= LATEST_DATE;
}

/** A calendar date written YYYY-MM-DD within the bounds. */
export function dateInput(message = "Date must be YYYY-MM-DD") {
  // Refined only when the format holds, so a malformed date gets the one message that fits.
  return z.iso.date({ message }).refine(isWithinDateBounds, { message: DATE_INPUT_MESSAGES.outOfRange, when: wellFormed });
}

const wellFormed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** An instant with its zone (ISO 8601) within the bounds. */
export function dateTimeInput(message = "Must be a date and time") {
  return z.iso.datetime({ offset: true, message }).refine(
    (text) => {
      const at = Date.parse(text);
      return Number.isNaN(at) || isWithinDateBounds(new Date(at).toISOString());
    },
    { message: DATE_INPUT_MESSAGES.outOfRange, when: wellFormed },
  );
}
