import { rupeesToPaise, type Pincode, type PincodeBody, SERVER_MESSAGES } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { deleteUnusedPincode } from "../../read-models/unused-pincodes.ts";
import { findEnabledPincode, insertPincode, updatePincode, type PincodeRow, type PincodeValues } from "./delivery-repository.ts";

export type { PincodeRow } from "./delivery-repository.ts";

/** The pincode with its delivery charge when the shop serves it now; undefined otherwise. */
export function enabledPincode(deps: { db: Database }, pincode: string): Promise<PincodeRow | undefined> {
  return findEnabledPincode(deps.db, pincode);
}

/** A delivery location; the database's unique pincode refuses a second record for the same code. */
export async function addPincode(deps: { db: Database }, body: PincodeBody): Promise<Pincode> {
  return insertPincode(deps.db, values(body)).catch(duplicateAsConflict);
}

export async function changePincode(deps: { db: Database }, id: string, body: PincodeBody): Promise<Pincode> {
  const updated = await updatePincode(deps.db, id, values(body)).catch(duplicateAsConflict);
  if (!updated) throw notFound(SERVER_MESSAGES.pincode.notFound);
  return updated;
}

/** Staff delete a pincode nobody's saved address uses (409 otherwise: switch it off instead). */
export async function removePincode(deps: { db: Database }, id: string): Promise<{ message: string }> {
  const outcome = await deleteUnusedPincode(deps.db, id);
  if (outcome === "missing") throw notFound(SERVER_MESSAGES.pincode.notFound);
  if (outcome === "in-use") throw conflict(SERVER_MESSAGES.pincode.inUse);
  return { message: SERVER_MESSAGES.pincode.deleted };
}

function values(body: PincodeBody): PincodeValues {
  return { pincode: body.pincode, name: body.name, deliveryChargesPaise: rupeesToPaise(body.deliveryCharges), status: body.status };
}

function duplicateAsConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.pincode.exists);
  throw error;
}
