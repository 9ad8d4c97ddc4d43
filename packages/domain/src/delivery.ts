import { z } from "zod";

/**
 * A pincode is text, six digits, never starting with 0. It is never passed through Number():
 * Number("0x88B81") is 560001.
 */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const DEFAULT_PINCODE = "400001";
export const SERVED_STATE = "Maharashtra";

export const pincodeSchema = z.object({
  _id: z.string(),
  pincode: z.string(),
  name: z.string(),
  deliveryCharges: z.number(),
  status: z.boolean(),
});
export type Pincode = z.infer<typeof pincodeSchema>;

/** The location popup's check: the entered text against the enabled pincodes. */
export function isServiceable(entered: string, pincodes: readonly Pincode[]): boolean {
  const text = entered.trim();
  return pincodes.some((p) => p.status && p.pincode === text);
}
