import { z } from "zod";
import { ORDER_STATUSES } from "./basket.ts";

/** An order as the API shows it, built from its own snapshots (spec section 3). */
export const orderSchema = z.object({
  _id: z.string(),
  billId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  products: z.array(
    z.object({
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
  taxes: z.number(),
  billPrice: z.number(),
  /** `day` is the delivery date (YYYY-MM-DD, India), not a label. */
  time: z.object({ day: z.string(), slot: z.string() }),
  paymentMethod: z.literal("Online"),
  statusHistory: z.array(z.object({ from: z.string(), to: z.string(), changedBy: z.string().nullable(), changedAt: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;
