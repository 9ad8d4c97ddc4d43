import { z } from "zod";
import { cartLineSchema } from "./accounts.ts";
import { REFUND_MESSAGES } from "./refund-messages.ts";
import { issueSchema, ratingSchema } from "./care.ts";
import { fulfilmentSchema, staffDeliverySchema } from "./team.ts";

export const ORDER_STATUSES = ["Pending", "Delivered", "Canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Why an order was accepted beyond what its slot allowed when the payment arrived: the slot had
 * filled, staff had closed it, or its cut-off had passed. The customer had paid, so the order
 * stands; staff see the flag and arrange the delivery.
 */
export const OVERBOOKED_REASONS = ["full", "closed", "cut-off"] as const;
export type OverbookedReason = (typeof OVERBOOKED_REASONS)[number];

/** What a customer sees: Cancelled, Delivered, or when it is coming. */
export function customerOrderStatus(status: OrderStatus, dayAndSlot: string): string {
  if (status === "Canceled") return "Cancelled";
  if (status === "Delivered") return "Delivered";
  return dayAndSlot;
}

/** A customer may cancel their own order this long after placing it, while it is Pending. */
export const CANCEL_WINDOW_MS = 15 * 60 * 1000;

/** The customer's cancel rule (the server enforces it; the page uses it to offer the button). */
export function canCustomerCancel(order: { status: OrderStatus; createdAt: string }, now: Date): boolean {
  return order.status === "Pending" && now.getTime() - new Date(order.createdAt).getTime() <= CANCEL_WINDOW_MS;
}

/**
 * Refunds never exceed what was paid: what is still refundable, in paise. A failed refund gave
 * nothing back; one whose fate is unknown (the provider did not answer in time) may have, so it
 * counts, like a pending or processed one.
 */
export function refundablePaise(paidPaise: number, refunds: readonly { amountPaise: number; status: RefundStatus }[]): number {
  return paidPaise - refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPaise, 0);
}

/** `unknown`: the provider did not answer in time; it is asked again under the same idempotency key. */
export const REFUND_STATUSES = ["pending", "processed", "failed", "unknown"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundSchema = z.object({
  _id: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who asked: a person's name, or null for an automatic refund. */
  createdBy: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A staff refund of part (or all) of an order. */
export const refundBody = z.object({
  amountPaise: z
    .number({ message: REFUND_MESSAGES.refund.amountRule })
    .int({ message: REFUND_MESSAGES.refund.amountRule })
    .positive({ message: REFUND_MESSAGES.refund.amountRule }),
  reason: z
    .string({ message: REFUND_MESSAGES.refund.reasonRequired })
    .trim()
    .min(1, { message: REFUND_MESSAGES.refund.reasonRequired })
    .max(200),
  /**
   * The line refunded, when the refund is for goods not delivered: its grams go back to the
   * delivery date's stock (issue 28). Optional, so spec clients keep working.
   */
  line: z
    .object({
      productId: z.string(),
      quantity: z.number().int().positive(),
      /** The order line's `_id`, when the order has the product in several cuts: its cut's grams go back. */
      lineId: z.string().optional(),
    })
    .optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

/** An order as the API shows it, built from its own snapshots (spec section 3). */
export const orderSchema = z.object({
  _id: z.string(),
  billId: z.string(),
  /** The GST bill's number ("TZ/26-27/000123"), given when the payment settled; null before bills existed. */
  billNumber: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  products: z.array(
    z.object({
      /** The line's own id. */
      _id: z.string(),
      /** The cut and pack sold, as it was labelled then; `_id` null once staff deleted the variant. */
      variant: z.object({ _id: z.string().nullable(), label: z.string() }),
      product: z.object({
        _id: z.string().nullable(),
        name: z.string(),
        weight: z.number(),
        images: z.array(z.string()),
        price: z.object({ default: z.number(), sale: z.number() }),
      }),
      quantity: z.number(),
      /** The unit price paid, in rupees. */
      price: z.number(),
      /** What the line weighed when it was packed, in grams; null until it is weighed. */
      packedGrams: z.number().int().nullable(),
    }),
  ),
  userId: z.object({ _id: z.string(), username: z.string(), userId: z.string(), email: z.string() }),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    landmark: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    phoneNo: z.string(),
  }),
  subtotal: z.number(),
  deliveryCharges: z.number(),
  /** Rupees a code took off the items (0 without one), and the code (issue 32). */
  discount: z.number(),
  coupon: z.string().nullable(),
  taxes: z.number(),
  billPrice: z.number(),
  /** `day` is the delivery date (YYYY-MM-DD, India), not a label. */
  time: z.object({ day: z.string(), slot: z.string() }),
  paymentMethod: z.literal("Online"),
  /** Accepted beyond its slot's capacity or cut-off (see OVERBOOKED_REASONS); staff must arrange it. */
  overbooked: z.boolean(),
  overbookedReason: z.enum(OVERBOOKED_REASONS).nullable(),
  /**
   * Every status the order has had, first its placing (from null). `status`/`at`/`by` and
   * `to`/`changedAt`/`changedBy` say the same; the latter names are kept for older clients.
   */
  statusHistory: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      at: z.string(),
      by: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string(),
      changedBy: z.string().nullable(),
      changedAt: z.string(),
    }),
  ),
  refunds: z.array(refundSchema),
  /** Paise refunded so far (processed refunds only). */
  refundedPaise: z.number().int(),
  /** When it was marked Delivered (the last time), or null; the issue window runs from here. */
  deliveredAt: z.string().nullable(),
  /** The customer's reported issues, oldest first, each with its ticket (issue 30). */
  issues: z.array(issueSchema),
  /** The customer's rating of the order, or null. */
  rating: z.nullable(ratingSchema),
  /** Where the order is on its way (issue 29); only GET /orders/{id} carries it, once there is a step to show. */
  fulfilment: z.optional(fulfilmentSchema),
  /** Staff's list only (GET /api/admin/orders): the order's step, its rider's name, and whether it runs late. */
  delivery: z.optional(staffDeliverySchema),
  /** The 4-digit code the rider asks for, on the customer's own GET /orders/{id} while the order is out for delivery. */
  deliveryCode: z.optional(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * What changed about an order, as staff's live screens hear it: placed (a payment settled),
 * status (staff set a status), cancelled, refunded, fulfilment (packed, given to a rider, out, failed).
 */
export const ORDER_CHANGE_KINDS = ["placed", "status", "cancelled", "refunded", "fulfilment"] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];
export const orderEventSchema = z.object({ orderId: z.string(), kind: z.enum(ORDER_CHANGE_KINDS), at: z.string() });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** POST /orders/{id}/reorder: what went back into the basket, what could not, and the basket now. */
export const reorderResultSchema = z.object({
  added: z.array(z.string()),
  skipped: z.array(z.string()),
  basket: z.array(cartLineSchema),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** What a customer is told after "Reorder": the skipped items by name, so nothing vanishes silently. */
export function reorderMessage({ added, skipped }: Pick<ReorderResult, "added" | "skipped">): string {
  if (added.length === 0) return `None of these items can be ordered today (${skipped.join(", ")}).`;
  const base = `Added ${added.length} ${added.length === 1 ? "item" : "items"} to your basket at today's prices.`;
  return skipped.length === 0 ? base : `${base} Not available today: ${skipped.join(", ")}.`;
}
