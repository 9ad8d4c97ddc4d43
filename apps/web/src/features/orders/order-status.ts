import { deliveryDate, type Order } from "@taaza/domain";
import { t } from "../../lib/i18n/i18n.ts";
import { intlLocale } from "../../lib/i18n/format.ts";
import { indiaDateTimeInWords } from "../../lib/i18n/india-date-time-in-words.ts";
import { slotNameFor } from "../../lib/i18n/delivery-in-words.ts";
import { ordersText } from "../../lib/i18n/messages/orders.ts";

/** "Today", "Tomorrow" or "25 Nov 2026" for a delivery date, in the active language. */
function describeDay(date: string, now: Date): string {
  if (date === deliveryDate("Today", now)) return t(ordersText.today);
  if (date === deliveryDate("Tomorrow", now)) return t(ordersText.tomorrow);
  // A calendar date, not an instant: read at UTC midnight so no zone can move it by a day.
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Today, 4PM-6PM": when the order is coming, relative to now (the slot named in the active language). */
function deliveryWhen(order: Order, now: Date = new Date()): string {
  return `${describeDay(order.time.day, now)}, ${slotNameFor(order.time.slot)}`;
}

/** The status a customer sees (spec section 4): Cancelled, Delivered, or the delivery day and slot. */
export function orderStatusText(order: Order, now: Date = new Date()): string {
  if (order.status === "Canceled") return t(ordersText.cancelled);
  if (order.status === "Delivered") return t(ordersText.delivered);
  return deliveryWhen(order, now);
}

/** When the order was placed, in India time ("23 Nov 2026, 12:10 pm"). */
export function placedAt(order: Order): string {
  return indiaDateTimeInWords(order.createdAt);
}
