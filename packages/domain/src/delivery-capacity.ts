import { z } from "zod";
import { dateInput } from "./date-inputs.ts";
import { DELIVERY_DAYS, DELIVERY_SLOTS, MAX_LEAD_TIME_MINUTES, type DeliverySlot } from "./delivery-slots.ts";

// Staff's capacity settings for the delivery slots (the admin "Delivery slots" screen). They live
// apart from delivery-slots.ts, which the home page loads: these schemas hold work that runs when
// the module loads (messages built from constants), which would keep them and zod in the page's
// first download. The domain's modules are declared side-effect free to the web build, so a module
// whose exports a page does not use is left out whole.

/** Staff's delivery capacity settings (admin "Delivery slots" screen). */
const capacityNumber = z
  .number({ message: "Capacity must be a whole number of orders, 0 or more" })
  .int("Capacity must be a whole number of orders, 0 or more")
  .min(0, "Capacity must be a whole number of orders, 0 or more")
  .max(10_000, "Capacity must be at most 10000 orders");
const slotName = z.custom<DeliverySlot>((value) => typeof value === "string" && DELIVERY_SLOTS.some((s) => s.slot === value), {
  message: "Unknown delivery slot",
});
const dateText = dateInput("Date must be a date like 2026-12-25");

export const slotCapacitySettingsBody = z.object({
  leadTimeMinutes: z
    .number({ message: "Lead time must be a whole number of minutes" })
    .int("Lead time must be a whole number of minutes")
    .min(0, "Lead time must be 0 minutes or more")
    .max(MAX_LEAD_TIME_MINUTES, `Lead time must be at most ${MAX_LEAD_TIME_MINUTES} minutes`),
  /** Orders each slot takes on any day; null = unlimited. Every slot named once. */
  defaults: z
    .array(z.object({ slot: slotName, capacity: capacityNumber.nullable() }), {
      message: "Defaults must be a list of slots and capacities",
    })
    .max(DELIVERY_SLOTS.length, "Each slot can be listed once")
    .refine((list) => new Set(list.map((d) => d.slot)).size === list.length, "Each slot can be listed once"),
});
export type SlotCapacitySettingsBody = z.infer<typeof slotCapacitySettingsBody>;

export const slotOverrideBody = z.object({
  date: dateText,
  slot: slotName,
  capacity: capacityNumber,
  /** With capacity 0: why the slot is closed on the date; customers read "Closed: <reason>". */
  reason: z.string({ message: "Reason must be text" }).trim().max(100, "Reason must be at most 100 characters").optional(),
  /** Staff saw the paid orders in the slot on the date and close it anyway. */
  confirm: z.boolean({ message: "Confirm must be true or false" }).optional(),
});
export type SlotOverrideBody = z.infer<typeof slotOverrideBody>;
export const slotOverrideParams = z.object({ date: dateText, slot: slotName });

/** Closing a date: why (customers read it in the slot modal), and staff's yes to the paid orders on it. */
export const SLOT_CLOSING_MESSAGES = {
  reasonRequired: "Please type why the date is closed: customers see it in the slot modal",
  confirmPaidOrders: "Paid orders fall on this date. Look at them, then confirm to close it anyway.",
  confirmPaidOrdersInSlot: "Paid orders fall in this slot on this date. Look at them, then confirm to close it anyway.",
} as const;

export const closedDateBody = z.object({
  date: dateText,
  reason: z
    .string({ message: SLOT_CLOSING_MESSAGES.reasonRequired })
    .trim()
    .min(1, SLOT_CLOSING_MESSAGES.reasonRequired)
    .max(100, "Reason must be at most 100 characters"),
  /** Staff saw the paid orders on the date (GET .../closed-dates/:date/orders) and close it anyway. */
  confirm: z.boolean({ message: "Confirm must be true or false" }).optional(),
});
export type ClosedDateBody = z.infer<typeof closedDateBody>;
export const closedDateParams = z.object({ date: dateText });
/** GET .../closed-dates/:date/orders?slot=: one slot's orders only. */
export const ordersOnDateQuery = z.object({ slot: slotName.optional() });

/** The orders a closing would leave without riders: paid, not cancelled, delivering on the date. */
export const ordersOnDateSchema = z.object({
  date: z.string(),
  orders: z.array(z.object({ _id: z.string(), billId: z.string(), customer: z.string(), slot: z.string() })),
});
export type OrdersOnDate = z.infer<typeof ordersOnDateSchema>;

export const slotCapacitySchema = z.object({
  leadTimeMinutes: z.number(),
  defaults: z.array(z.object({ slot: z.string(), capacity: z.number().nullable() })),
  overrides: z.array(z.object({ date: z.string(), slot: z.string(), capacity: z.number(), reason: z.string() })),
  closedDates: z.array(z.object({ date: z.string(), reason: z.string() })),
  /** Today's and tomorrow's slots as customers see them now, with the places taken. */
  upcoming: z.array(
    z.object({
      day: z.enum(DELIVERY_DAYS),
      date: z.string(),
      slots: z.array(z.object({ slot: z.string(), capacity: z.number().nullable(), taken: z.number(), closed: z.boolean() })),
    }),
  ),
});
export type SlotCapacity = z.infer<typeof slotCapacitySchema>;
