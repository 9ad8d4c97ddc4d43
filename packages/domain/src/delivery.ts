import { z } from "zod";

/**
 * A pincode is text, six digits, never starting with 0. It is never passed through Number():
 * Number("0x88B81") is 560001.
 */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const DEFAULT_PINCODE = "400001";
export const SERVED_STATE = "Maharashtra";

/**
 * A served pincode as the API answers it: the code is a number (six digits never start with 0),
 * as spec clients compare it with the number they store; inputs take it as text or a number.
 */
export const pincodeSchema = z.object({
  _id: z.string(),
  pincode: z.number().int(),
  name: z.string(),
  deliveryCharges: z.number(),
  status: z.boolean(),
});
export type Pincode = z.infer<typeof pincodeSchema>;

/** The location popup's check: the entered text against the enabled pincodes. */
export function isServiceable(entered: string, pincodes: readonly Pincode[]): boolean {
  const text = entered.trim();
  return pincodes.some((p) => p.status && String(p.pincode) === text);
}

/** The city of a delivery area's name ("Bandra West, Mumbai" is Mumbai; "Thane West" is Thane). */
export function cityOfArea(areaName: string): string {
  const afterComma = areaName.split(",").at(-1)?.trim() ?? "";
  if (areaName.includes(",") && afterComma) return afterComma;
  const known = /\b(Navi Mumbai|Mumbai|Thane|Pune)\b/.exec(areaName);
  return known?.[1] ?? areaName.trim();
}
