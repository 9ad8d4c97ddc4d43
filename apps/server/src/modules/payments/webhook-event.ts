import { z } from "zod";

/** The events that mean money was taken for one of our provider orders. */
const PAID_EVENTS = new Set(["payment.captured", "order.paid"]);

const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string().min(1), order_id: z.string().min(1), amount: z.number().int(), currency: z.string() }),
    }),
  }),
});

export interface PaidEvent {
  event: string;
  orderId: string;
  paymentId: string;
  amountPaise: number;
}

/** A Razorpay webhook body (already verified) as a payment to settle, or null for anything else. */
export function parseWebhook(raw: Buffer): PaidEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const event = (json as { event?: unknown } | null)?.event;
  if (typeof event !== "string" || !PAID_EVENTS.has(event)) return null;
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success || parsed.data.payload.payment.entity.currency !== "INR") return null;
  const entity = parsed.data.payload.payment.entity;
  return { event, orderId: entity.order_id, paymentId: entity.id, amountPaise: entity.amount };
}
