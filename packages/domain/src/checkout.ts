import { z } from "zod";
import { DELIVERY_DAYS } from "./delivery-slots.ts";
import { ORDER_MESSAGES } from "./checkout-messages.ts";

/** POST /order: pay for the current basket, delivered to one of the caller's addresses. */
export const checkoutStartBody = z.object({
  addressId: z.uuid({ message: ORDER_MESSAGES.addAddress }),
  day: z.enum(DELIVERY_DAYS, { message: ORDER_MESSAGES.selectSlot }),
  /**
   * The calendar date (YYYY-MM-DD, India) the slot modal showed for `day`. When given it wins:
   * "Tomorrow" chosen at 23:58 stays the 27th when the customer pays at 00:00 (the day then reads
   * "Today"); a date that has passed is refused, and the customer chooses again.
   */
  date: z.optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_MESSAGES.selectSlot)),
  slot: z.string({ message: ORDER_MESSAGES.selectSlot }).trim().min(1, ORDER_MESSAGES.selectSlot).max(20, ORDER_MESSAGES.selectSlot),
  /** The total in paise the browser showed; when given it must match the server's. */
  amount: z.number({ message: "Invalid amount" }).int("Invalid amount").nonnegative("Invalid amount").optional(),
});
export type CheckoutStartBody = z.infer<typeof checkoutStartBody>;

export const PAYMENT_PROVIDERS = ["razorpay", "test"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the browser needs to open the provider's checkout (Razorpay's options, or the test dialog). */
export const checkoutStartSchema = z.object({
  order: z.object({ id: z.string(), amount: z.number(), currency: z.literal("INR"), receipt: z.string() }),
  checkoutId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

const paymentField = z
  .string({ message: ORDER_MESSAGES.paymentVerifyFailed })
  .min(1, ORDER_MESSAGES.paymentVerifyFailed)
  .max(200, ORDER_MESSAGES.paymentVerifyFailed);

/** The fields Razorpay's checkout hands the browser on success (the test provider signs the same). */
export const paymentFieldsSchema = z.object({
  razorpay_order_id: paymentField,
  razorpay_payment_id: paymentField,
  razorpay_signature: paymentField,
});
export type PaymentFields = z.infer<typeof paymentFieldsSchema>;
