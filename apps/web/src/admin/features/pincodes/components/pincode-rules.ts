import { pincodeBody } from "@taaza/domain";
import type { PincodeInput } from "../api/pincodes.ts";

export type PincodeFields = { pincode: string; name: string; deliveryCharges: string; status: boolean };

/**
 * The server's own rules (pincodeBody from the domain), run before sending: the 6-digit pincode
 * first, then the area name, then the charges. Returns the first problem or the clean body.
 */
export function checkPincode(
  fields: PincodeFields,
): { ok: true; value: PincodeInput } | { ok: false; message: string; field: keyof PincodeFields } {
  const parsed = pincodeBody.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] ?? "pincode") as keyof PincodeFields;
  return { ok: false, message: issue?.message ?? "Please check the pincode", field };
}
