import { z } from "zod";
import { PINCODE_PATTERN } from "./delivery.ts";
import { PINCODE_MESSAGES } from "./admin-messages.ts";

/**
 * The staff's 6-digit pincode rule as a schema. It lives apart from delivery.ts on purpose: the
 * storefront imports delivery.ts for its helpers on the first page, and a chained zod schema
 * there would keep zod in that first download (about 24 kB gzipped).
 */
export const pincodeText = z
  .string()
  .trim()
  .regex(PINCODE_PATTERN, { error: () => PINCODE_MESSAGES.sixDigits });
