import { z } from "zod";

/** The events that say money was captured for one of our provider orders. */
const CAPTURED_EVENTS = new Set(["payment.captured", "order.paid"]);
/** Authorized only: the shop captures it itself (accounts without automatic capture). */
const AUTHORIZED_EVENT = "payment.authorized";

const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: z.string().min(1),
        amount: z.number().int(),
        currency: z.string(),
        status: z.string().optional(),
      }),
    }),
  }),
});

export interface PaymentEvent {
  event: string;
  /** `captured`: settle as it is; `authorized`: capture first. */
  kind: "captured" | "authorized";
  orderId: string;
  paymentId: string;
  amountPaise: number;
}

/** A Razorpay webhook body (already verified) as a payment to settle or capture, or null for anything else. */
export function parseWebhook(raw: Buffer): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const event = (json as { event?: unknown } | null)?.event;
  if (typeof event !== "string" || !(CAPTURED_EVENTS.has(event) || event === AUTHORIZED_EVENT)) return null;
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success || parsed.data.payload.payment.entity.currency !== "INR") return null;
  const entity = parsed.data.payload.payment.entity;
  const kind = event === AUTHORIZED_EVENT ? "authorized" : "captured";
  // A "paid" event whose payment says otherwise (refunded since, say) settles nothing.
  if (kind === "captured" && entity.status !== undefined && entity.status !== "captured") return null;
  return { event, kind, orderId: entity.order_id, paymentId: entity.id, amountPaise: entity.amount };
}

const REFUND_EVENTS = new Set(["refund.processed", "refund.failed"]);

const refundWebhookBody = z.object({
  event: z.string(),
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().min(1),
        payment_id: z.string().min(1),
        amount: z.number().int(),
        // Our refund id travels in the notes we sent with the refund.
        notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
      }),
    }),
  }),
});

export interface RefundEvent {
  event: "refund.processed" | "refund.failed";
  providerRefundId: string;
  paymentId: string;
  /** Our refund row's id, when the notes carry it. */
  refundId: string | null;
  status: "processed" | "failed";
}

/** A Razorpay refund webhook body (already verified), or null for anything else. */
export function parseRefundWebhook(raw: Buffer): RefundEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const event = (json as { event?: unknown } | null)?.event;
  if (typeof event !== "string" || !REFUND_EVENTS.has(event)) return null;
  const parsed = refundWebhookBody.safeParse(json);
  if (!parsed.success) return null;
  const entity = parsed.data.payload.refund.entity;
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const refundId = typeof notes.refundId === "string" ? notes.refundId : null;
  const status = event === "refund.processed" ? "processed" : "failed";
  return { event: `refund.${status}`, providerRefundId: entity.id, paymentId: entity.payment_id, refundId, status };
}
