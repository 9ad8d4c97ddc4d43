import { z } from "zod";
import { indiaTime } from "./india-time.ts";

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

/** The calendar date (YYYY-MM-DD, India) that "Today" or "Tomorrow" means at `now`. */
export function deliveryDate(day: DeliveryDay, now: Date): string {
  const { date } = indiaTime(now);
  if (day === "Today") return date;
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The shop's delivery hours in India time, as minutes after midnight: [opensAt, closesAt). */
export type DeliveryHours = { opensAt: number; closesAt: number };

/** Riders are out 07:00-21:00 IST unless the shop configures otherwise (DELIVERY_HOURS). */
export const DEFAULT_DELIVERY_HOURS: DeliveryHours = { opensAt: 7 * 60, closesAt: 21 * 60 };

/** "07:00-21:00" to DeliveryHours, or null when the text is not two HH:MM times in order. */
export function parseDeliveryHours(text: string): DeliveryHours | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, oh, om, ch, cm] = match.map(Number) as [number, number, number, number, number];
  const hours = { opensAt: oh * 60 + om, closesAt: ch * 60 + cm };
  return hours.closesAt > hours.opensAt && hours.closesAt <= 24 * 60 ? hours : null;
}

/** "07:00-21:00" again, for messages and the order page. */
export function describeDeliveryHours({ opensAt, closesAt }: DeliveryHours): string {
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return `${clock(opensAt)}-${clock(closesAt)}`;
}

/** Whether riders are out at `now` (India time). */
export function isWithinDeliveryHours(now: Date, hours: DeliveryHours): boolean {
  const { hour, minute } = indiaTime(now);
  const minutes = hour * 60 + minute;
  return minutes >= hours.opensAt && minutes < hours.closesAt;
}

/**
 * The slots a customer may choose for a day: for today, a slot goes once its start hour begins.
 * The 90-minute express slot also needs riders out now: offered at 04:30 it could only be a lie.
 */
export function availableSlots(day: DeliveryDay, now: Date, hours: DeliveryHours): DeliverySlot[] {
  const { hour } = indiaTime(now);
  return DELIVERY_SLOTS.filter(({ startHour }) => {
    if (startHour === null) return day === "Today" && hour < EXPRESS_CUTOFF_HOUR && isWithinDeliveryHours(now, hours);
    return day === "Tomorrow" || hour < startHour;
  }).map((s) => s.slot);
}

export function isSlotAvailable(day: DeliveryDay, slot: string, now: Date, hours: DeliveryHours): boolean {
  return (availableSlots(day, now, hours) as string[]).includes(slot);
}

/** The longest same-day lead time staff may set (12 hours). */
export const MAX_LEAD_TIME_MINUTES = 720;

/** Minutes from `now` until the slot starts (India time), or null for express delivery, which starts at once. */
export function minutesUntilSlot(day: DeliveryDay, slot: string, now: Date): number | null {
  const start = DELIVERY_SLOTS.find((s) => s.slot === slot)?.startHour;
  if (start === undefined || start === null) return null;
  const { hour, minute } = indiaTime(now);
  return (day === "Tomorrow" ? 24 * 60 : 0) + start * 60 - (hour * 60 + minute);
}

/**
 * The slots offered for a day: the spec's rule, and no slot that starts within `leadTimeMinutes`
 * (the shop's same-day cut-off, so the kitchen and riders have time). Express delivery has no
 * start to count back from and keeps the spec's 18:00 rule.
 */
export function offeredSlots(day: DeliveryDay, now: Date, leadTimeMinutes: number, hours: DeliveryHours): DeliverySlot[] {
  return availableSlots(day, now, hours).filter((slot) => {
    const until = minutesUntilSlot(day, slot, now);
    return until === null || until > leadTimeMinutes;
  });
}

/**
 * Whether a slot is offered at `now`: the spec's rule, the same-day lead time and the shop's
 * delivery hours (required: a check that forgets the configured hours judges by the default
 * ones, which once let a late express payment through unflagged).
 */
export function isSlotOffered(day: DeliveryDay, slot: string, now: Date, leadTimeMinutes: number, hours: DeliveryHours): boolean {
  return (offeredSlots(day, now, leadTimeMinutes, hours) as string[]).includes(slot);
}

/** Which day ("Today"/"Tomorrow") a delivery date is at `now`, or null for any other date. */
export function deliveryDayOf(date: string, now: Date): DeliveryDay | null {
  return DELIVERY_DAYS.find((day) => deliveryDate(day, now) === date) ?? null;
}

/**
 * Whether a slot on a date can no longer be delivered as chosen at `now`: its day is over, or
 * (today) its start hour has begun. Express today has no start: the cut-off rules judge it.
 * Unlike the lead time, a passed slot is not a late order but one that no longer exists.
 */
export function hasSlotPassed(date: string, slot: string, now: Date): boolean {
  const today = indiaTime(now).date;
  if (date < today) return true;
  if (date > today) return false;
  const start = DELIVERY_SLOTS.find((s) => s.slot === slot)?.startHour;
  if (start === undefined) return true;
  return start !== null && indiaTime(now).hour >= start;
}

/** "8-10 AM", "10 AM-12 PM", "12-2 PM": a slot's hours as people say them (English). */
export function slotHoursInWords(slot: string): string {
  const start = DELIVERY_SLOTS.find((s) => s.slot === slot)?.startHour;
  if (start === undefined) return slot;
  if (start === null) return `within ${EXPRESS_MINUTES} minutes`;
  const end = start + 2;
  const half = (h: number) => (h < 12 ? "AM" : "PM");
  const twelve = (h: number) => (h % 12 === 0 ? 12 : h % 12);
  return half(start) === half(end)
    ? `${twelve(start)}-${twelve(end)} ${half(end)}`
    : `${twelve(start)} ${half(start)}-${twelve(end)} ${half(end)}`;
}

/** "Fri 27 Nov": a calendar date in words (English), read at UTC midnight so no zone moves it. */
export function dateInWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][day.getUTCDay()];
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][day.getUTCMonth()];
  return `${weekday} ${day.getUTCDate()} ${month}`;
}

/** "Fri 27 Nov, 8-10 AM": when an order is delivered, in words, never "Tomorrow" (emails, sheets, the payment form). */
export function deliveryInWords(date: string, slot: string): string {
  return `${dateInWords(date)}, ${slotHoursInWords(slot)}`;
}

/** How a delivery date reads for a customer relative to `now`: Today, Tomorrow or the date. */
export function describeDeliveryDate(date: string, now: Date): string {
  if (date === deliveryDate("Today", now)) return "Today";
  if (date === deliveryDate("Tomorrow", now)) return "Tomorrow";
  // A calendar date, not an instant: read at UTC midnight so no zone can move it by a day.
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** Why an offered slot takes no more orders: its places are taken, or staff closed it (a closed date, capacity 0). */
export const SLOT_FULL_REASONS = ["full", "closed"] as const;
export type SlotFullReason = (typeof SLOT_FULL_REASONS)[number];

export const slotAvailabilitySchema = z.object({
  slot: z.string(),
  available: z.boolean(),
  /** How many more orders the slot takes; null = no limit set. */
  remaining: z.number().int().nonnegative().nullable(),
  /** Why it is not available, when it is not. */
  reason: z.enum(SLOT_FULL_REASONS).nullable(),
  /** For a date or slot staff closed: the reason they typed ("Diwali"), shown as "Closed: Diwali". */
  closedNote: z.optional(z.string()),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/**
 * GET /delivery-slots: what the server's clock says a customer may choose now. `slots` lists
 * the slots that can be chosen; `availability` lists every slot offered at this hour, a full or
 * closed one included, so the slot modal can show it as "Full" rather than hide it.
 */
export const deliverySlotsSchema = z.object({
  now: z.string(),
  days: z.array(
    z.object({
      day: z.enum(DELIVERY_DAYS),
      date: z.string(),
      slots: z.array(z.string()),
      availability: z.array(slotAvailabilitySchema),
    }),
  ),
});
export type DeliverySlots = z.infer<typeof deliverySlotsSchema>;

/** How many orders a slot takes and how many it holds; `capacity` null = unlimited. */
export interface SlotLoad {
  capacity: number | null;
  closed: boolean;
  /** The reason staff typed when they closed the date, or the slot on it (empty when none). */
  closedNote?: string;
  taken: number;
}

/** One slot's availability from its capacity and the places already taken. */
export function slotAvailability(slot: string, load: SlotLoad): SlotAvailability {
  if ((load.closed || load.capacity === 0) && load.closedNote)
    return { slot, available: false, remaining: 0, reason: "closed", closedNote: load.closedNote };
  if (load.closed || load.capacity === 0) return { slot, available: false, remaining: 0, reason: "closed" };
  if (load.capacity === null) return { slot, available: true, remaining: null, reason: null };
  const remaining = Math.max(0, load.capacity - load.taken);
  return { slot, available: remaining > 0, remaining, reason: remaining > 0 ? null : "full" };
}

/**
 * The days and slots at `now`, under the shop's delivery `hours`. Without `loadOf` every offered
 * slot is open (no capacity set); with it, each slot's availability comes from its load.
 */
export function deliverySlots(
  now: Date,
  options: { hours: DeliveryHours; leadTimeMinutes?: number; loadOf?: (date: string, slot: string) => SlotLoad },
): DeliverySlots {
  const leadTimeMinutes = options.leadTimeMinutes ?? 0;
  const unlimited: SlotLoad = { capacity: null, closed: false, taken: 0 };
  return {
    now: now.toISOString(),
    days: DELIVERY_DAYS.map((day) => {
      const date = deliveryDate(day, now);
      const availability = offeredSlots(day, now, leadTimeMinutes, options.hours).map((slot) =>
        slotAvailability(slot, options.loadOf?.(date, slot) ?? unlimited),
      );
      return { day, date, slots: availability.filter((a) => a.available).map((a) => a.slot), availability };
    }),
  };
}

/** The express slot: delivered within 90 minutes of the order being placed (spec section 9). */
export const EXPRESS_SLOT = "90mins";
export const EXPRESS_MINUTES = 90;

/** When an express order must be at the door: placed time plus 90 minutes. */
export function expressDeadline(placedAt: string | Date): Date {
  return new Date(new Date(placedAt).getTime() + EXPRESS_MINUTES * 60_000);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
