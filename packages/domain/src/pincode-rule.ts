import { z } from "zod";
import { PINCODE_PATTERN } from "./delivery.ts";
import { PINCODE_MESSAGES } from "./admin-messages.ts";

/**
 * The staff's 6-digit pincode rule as a schema. It lives apart from delivery.ts on purpose: the
 * storefront imports delivery.ts for its helpers on the first page, and a chained zod schema
 * there would keep zod in that first download (about 24 kB gzipped).
 */
/** Maharashtra's pincodes run 40xxxx to 44xxxx; the shop delivers nowhere else (a 11xxxx is Delhi's). */
export function isMaharashtraPincode(pincode: string): boolean {
  return /^4[0-4]\d{4}$/.test(pincode);
}

export const pincodeText = z
  .string()
  .trim()
  .regex(PINCODE_PATTERN, { error: () => PINCODE_MESSAGES.sixDigits });
