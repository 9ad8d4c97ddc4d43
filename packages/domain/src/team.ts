import { z } from "zod";
import { passwordSchema } from "./accounts.ts";

import { DELIVERY_SLOTS, expressDeadline } from "./delivery-slots.ts";
import { indiaDayBounds } from "./india-time.ts";
import { STAFF_ROLES, type StaffRole } from "./staff-roles.ts";

export { STAFF_ROLES, type StaffRole } from "./staff-roles.ts";

/** Who may call a staff route, by the work it belongs to: each route names one of these. */
export const ROLES_FOR = {
  /** Staff accounts, the audit log, shop-wide settings and the accountant's exports. */
  owner: ["owner"],
  /** Orders, refunds, products, prices, banners, slots, customers and messages. */
  office: ["owner", "manager"],
  /** The packing and dispatch screens, stock entry, the live orders screen, giving orders to riders. */
  floor: ["owner", "manager", "packer"],
  /** The rider's own deliveries. */
  rider: ["rider"],
} as const satisfies Record<string, readonly StaffRole[]>;

const staffEmail = z
  .string({ message: "Please enter an email" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Please enter a valid email" }));

const roleSchema = z.enum(STAFF_ROLES, { message: "Role must be owner, manager, packer or rider" });

/** POST /api/admin/staff: the owner adds a staff account. */
export const staffCreateBody = z.object({
  username: z.string({ message: "Please enter a name" }).trim().min(1, "Please enter a name").max(60, "Name is too long"),
  email: staffEmail,
  password: passwordSchema,
  role: roleSchema,
  /** The phone a customer calls while this rider brings their order (10 digits). */
  phone: z.optional(
    z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, "Phone must be a 10-digit mobile number"),
  ),
});
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

/** PUT /api/admin/staff/{id}. */
export const staffRoleBody = z.object({ role: roleSchema });

export const staffMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  userType: z.literal("Admin"),
  role: z.enum(STAFF_ROLES),
  phone: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * Where a paid order is on its way to the customer, beside its spec status: placed (nobody has
 * touched it yet), packed, out for delivery with a rider, delivered, or delivery failed.
 */
export const FULFILMENT_STEPS = ["placed", "packed", "out_for_delivery", "delivered", "failed"] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

export const FAILED_DELIVERY_REASONS = ["not_at_home", "wrong_address", "refused"] as const;
export type FailedDeliveryReason = (typeof FAILED_DELIVERY_REASONS)[number];

/** Why a rider left a photo at the door instead of the customer's code. */
export const PHOTO_DELIVERY_REASONS = ["no_code", "customer_away", "left_with_neighbour"] as const;

/** Wrong delivery codes a rider may type for one order before it waits for staff. */
export const MAX_WRONG_DELIVERY_CODES = 5;

/** The history of an order's fulfilment, as staff and the customer read it. */
export const fulfilmentEventSchema = z.object({
  step: z.enum([...FULFILMENT_STEPS, "assigned", "code_locked"]),
  at: z.string(),
  by: z.nullable(z.object({ _id: z.string(), username: z.string() })),
  reason: z.nullable(z.string()),
  photo: z.nullable(z.string()),
});
export type FulfilmentEvent = z.infer<typeof fulfilmentEventSchema>;

/** An order's fulfilment, beside its spec status (GET /api/orders/{id} carries it). */
export const fulfilmentSchema = z.object({
  step: z.enum(FULFILMENT_STEPS),
  /** The rider's first name and phone; the customer calls them while the order is out. */
  rider: z.nullable(z.object({ _id: z.string(), firstName: z.string(), phone: z.nullable(z.string()) })),
  /** True after five wrong codes: staff resolve it (giving it to a rider again clears it). */
  locked: z.boolean(),
  failedReason: z.nullable(z.enum(FAILED_DELIVERY_REASONS)),
  history: z.array(fulfilmentEventSchema),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** PUT /api/admin/orders/{orderId}/rider. */
export const riderAssignmentBody = z.object({ riderId: z.uuid({ message: "Invalid id" }) });

export const deliveryCodeBody = z.object({
  code: z.string({ message: "Please enter the 4-digit delivery code" }).regex(/^\d{4}$/, "Please enter the 4-digit delivery code"),
});

export const failedDeliveryBody = z.object({
  reason: z.enum(FAILED_DELIVERY_REASONS, { message: "Reason must be not_at_home, wrong_address or refused" }),
});

/** One stop on a rider's run sheet, in the suggested order (by pincode, then area). */
export const riderDeliverySchema = z.object({
  orderId: z.string(),
  billId: z.string(),
  stop: z.number().int(),
  step: z.enum(FULFILMENT_STEPS),
  locked: z.boolean(),
  deliveryDate: z.string(),
  slot: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  address: z.object({ address: z.string(), landmark: z.string(), city: z.string(), pincode: z.string() }),
  /** A maps search for the address text. */
  mapsUrl: z.string(),
  items: z.number().int(),
});
export type RiderDelivery = z.infer<typeof riderDeliverySchema>;

/** A slot's orders as the dispatch screen gives them to riders, in the suggested stop order. */
export const slotDeliverySchema = z.object({
  orderId: z.string(),
  billId: z.string(),
  status: z.string(),
  stop: z.number().int(),
  step: z.enum(FULFILMENT_STEPS),
  locked: z.boolean(),
  rider: z.nullable(z.object({ _id: z.string(), username: z.string() })),
  customerName: z.string(),
  pincode: z.string(),
  area: z.string(),
});
export type SlotDelivery = z.infer<typeof slotDeliverySchema>;

/** The maps link of an address text (no coordinates are kept). */
export function mapsSearchUrl(address: { address: string; landmark: string; city: string; pincode: string }): string {
  const text = [address.address, address.landmark, address.city, address.pincode].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;
}

/** The area of an address for grouping stops: its landmark, else its first part. */
export function areaOf(address: { address: string; landmark: string }): string {
  const landmark = address.landmark.trim();
  if (landmark) return landmark;
  const parts = address.address.split(",").map((p) => p.trim());
  return parts[parts.length - 1] ?? "";
}

/** Suggested stop order: grouped by pincode, then by area, then by bill id (stable). */
export function byStopOrder<T extends { pincode: string; area: string; billId: string }>(a: T, b: T): number {
  return a.pincode.localeCompare(b.pincode) || a.area.localeCompare(b.area) || a.billId.localeCompare(b.billId);
}

/** When a delivery should have reached the customer: its slot's end, or 90 minutes after an express order. */
export function deliveryDeadline(order: { date: string; slot: string; placedAt: string | Date }): Date | null {
  const slot = DELIVERY_SLOTS.find((s) => s.slot === order.slot);
  if (!slot) return null;
  if (slot.startHour === null) return expressDeadline(order.placedAt);
  return new Date(indiaDayBounds(order.date).start.getTime() + (slot.startHour + 2) * 60 * 60 * 1000);
}

/** A delivery is running late while it is still out with the rider after its slot has ended. */
export function isRunningLate(order: { date: string; slot: string; placedAt: string | Date; step: FulfilmentStep }, now: Date): boolean {
  if (order.step !== "out_for_delivery") return false;
  const deadline = deliveryDeadline(order);
  return deadline !== null && now.getTime() > deadline.getTime();
}

/** Staff's list of orders: each one's step, rider and whether it runs late (GET /api/admin/orders). */
export const staffDeliverySchema = z.object({
  step: z.enum(FULFILMENT_STEPS),
  rider: z.nullable(z.string()),
  locked: z.boolean(),
  late: z.boolean(),
});
export type StaffDelivery = z.infer<typeof staffDeliverySchema>;

/** GET /api/admin/audit query. */
export const auditQuery = z.object({
  actor: z.optional(z.uuid({ message: "Invalid actor" })),
  entity: z.optional(z.string().max(40)),
  entityId: z.optional(z.string().max(80)),
  from: z.optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "from must be YYYY-MM-DD")),
  to: z.optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "to must be YYYY-MM-DD")),
  page: z.optional(z.coerce.number().int().min(1, "page must be 1 or more").max(100_000)),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.nullable(z.string()), username: z.string(), role: z.nullable(z.string()) }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** Words the server says about the team, deliveries and the audit log. */
export const TEAM_MESSAGES = {
  staffNotFound: "Staff member not found",
  staffRemoved: "Staff member removed",
  lastOwner: "The shop needs at least one owner",
  notYourself: "You cannot remove your own account",
  riderNotFound: "Rider not found",
  notAssignable: "This order cannot be given to a rider now",
  deliveryNotFound: "Delivery not found",
  notPickedUp: "Pick up the order before delivering it",
  alreadyOut: "This order is already out for delivery",
  alreadyFinished: "This delivery is already finished",
  wrongCode: "The delivery code is not right",
  codeLocked: "Too many wrong codes. This delivery waits for staff.",
  photoNeeded: "Send the delivery code, or a photo at the door with a reason",
  photoReason: "Reason must be no_code, customer_away or left_with_neighbour",
} as const;
