import { z } from "zod";

/**
 * Delivery days and slots, always in India time (Asia/Kolkata, UTC+5:30, no daylight saving),
 * whatever the zone of the server or the browser.
 */
export const DELIVERY_DAYS = ["Today", "Tomorrow"] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];

export const DELIVERY_SLOTS = [
  { slot: "90mins", startHour: null },
  { slot: "8AM-10AM", startHour: 8 },
  { slot: "10AM-12PM", startHour: 10 },
  { slot: "12PM-2PM", startHour: 12 },
  { slot: "2PM-4PM", startHour: 14 },
  { slot: "4PM-6PM", startHour: 16 },
  { slot: "6PM-8PM", startHour: 18 },
] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number]["slot"];

/** Express delivery is offered today only, until 18:00. */
export const EXPRESS_CUTOFF_HOUR = 18;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The wall-clock date and hour in India for an instant. */
export function indiaTime(now: Date): { date: string; hour: number; minute: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

/** The calendar date (YYYY-MM-DD, India) that "Today" or "Tomorrow" means at `now`. */
export function deliveryDate(day: DeliveryDay, now: Date): string {
  const { date } = indiaTime(now);
  if (day === "Today") return date;
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The slots a customer may choose for a day: for today, a slot goes once its start hour begins. */
export function availableSlots(day: DeliveryDay, now: Date): DeliverySlot[] {
  const { hour } = indiaTime(now);
  return DELIVERY_SLOTS.filter(({ startHour }) => {
    if (startHour === null) return day === "Today" && hour < EXPRESS_CUTOFF_HOUR;
    return day === "Tomorrow" || hour < startHour;
  }).map((s) => s.slot);
}

export function isSlotAvailable(day: DeliveryDay, slot: string, now: Date): boolean {
  return (availableSlots(day, now) as string[]).includes(slot);
}

/** How a delivery date reads for a customer relative to `now`: Today, Tomorrow or the date. */
export function describeDeliveryDate(date: string, now: Date): string {
  if (date === deliveryDate("Today", now)) return "Today";
  if (date === deliveryDate("Tomorrow", now)) return "Tomorrow";
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** GET /delivery-slots: what the server's clock says a customer may choose now. */
export const deliverySlotsSchema = z.object({
  now: z.string(),
  days: z.array(z.object({ day: z.enum(DELIVERY_DAYS), date: z.string(), slots: z.array(z.string()) })),
});
export type DeliverySlots = z.infer<typeof deliverySlotsSchema>;

export function deliverySlots(now: Date): DeliverySlots {
  return {
    now: now.toISOString(),
    days: DELIVERY_DAYS.map((day) => ({ day, date: deliveryDate(day, now), slots: availableSlots(day, now) })),
  };
}
