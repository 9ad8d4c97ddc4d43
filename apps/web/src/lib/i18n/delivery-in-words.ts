import { dateInWords, DELIVERY_SLOTS, EXPRESS_SLOT } from "@taaza/domain";
import { activeLocale, t, type Message } from "./i18n.ts";
import { intlLocale } from "./format.ts";
import { checkoutText } from "./messages/checkout.ts";

const HOURS: Record<number, Message> = {
  8: checkoutText.hours8,
  10: checkoutText.hours10,
  12: checkoutText.hours12,
  14: checkoutText.hours14,
  16: checkoutText.hours16,
  18: checkoutText.hours18,
};

/** A slot's hours as people say them in the active language: "8-10 AM", "सकाळी 8-10". */
export function slotHoursInWords(slot: string): string {
  if (slot === EXPRESS_SLOT) return t(checkoutText.hoursExpress);
  const start = DELIVERY_SLOTS.find((s) => s.slot === slot)?.startHour;
  const message = start === undefined || start === null ? undefined : HOURS[start];
  return message ? t(message) : slot;
}

/**
 * A slot's name: "90mins" is named; in English the spec's own names ("8AM-10AM"), in Marathi
 * and Hindi the hours as people there say them ("सकाळी 8-10").
 */
export function slotNameFor(slot: string): string {
  if (slot === EXPRESS_SLOT) return t(checkoutText.slot90);
  return activeLocale() === "en" ? slot : slotHoursInWords(slot);
}

/**
 * "Fri 27 Nov" in the active language, with Latin digits in every language (docs/decisions/027).
 * A calendar date, not an instant: read at UTC midnight so no zone can move it by a day.
 */
export function dateInWordsFor(date: string): string {
  if (activeLocale() === "en") return dateInWords(date);
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(`${intlLocale()}-u-nu-latn`, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** "Fri 27 Nov, 8-10 AM": when an order comes, as a date and never as "Tomorrow". */
export function deliveryInWordsFor(date: string, slot: string): string {
  return t(checkoutText.deliveryOn, { date: dateInWordsFor(date), hours: slotHoursInWords(slot) });
}
