import { rupeesToPaise, type Pincode, type PincodeBody, SERVER_MESSAGES } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { deleteUnusedPincode } from "../../read-models/unused-pincodes.ts";
import { changedFields, recordAudit, type Actor } from "../audit/index.ts";
import {
  findEnabledPincode,
  findPincodeById,
  insertPincode,
  updatePincode,
  type PincodeRow,
  type PincodeValues,
} from "./delivery-repository.ts";

export type { PincodeRow } from "./delivery-repository.ts";

/** The pincode with its delivery charge when the shop serves it now; undefined otherwise. */
export function enabledPincode(deps: { db: Database }, pincode: string): Promise<PincodeRow | undefined> {
  return findEnabledPincode(deps.db, pincode);
}

/** A delivery location; the database's unique pincode refuses a second record for the same code. */
export async function addPincode(deps: { db: Database }, actor: Actor, body: PincodeBody): Promise<Pincode> {
  return inTransaction(deps.db, async (tx) => {
    const added = await insertPincode(tx, values(body));
    await recordAudit(tx, actor, { action: "pincode.add", entity: "pincode", entityId: added._id, after: { ...body } });
    return added;
  }).catch(duplicateAsConflict);
}

export async function changePincode(deps: { db: Database }, actor: Actor, id: string, body: PincodeBody): Promise<Pincode> {
  const updated = await inTransaction(deps.db, async (tx) => {
    const before = await findPincodeById(tx, id);
    const after = await updatePincode(tx, id, values(body));
    if (before && after) {
      const fields = changedFields({ ...before }, { ...after });
      await recordAudit(tx, actor, { action: "pincode.change", entity: "pincode", entityId: id, ...fields });
    }
    return after;
  }).catch(duplicateAsConflict);
  if (!updated) throw notFound(SERVER_MESSAGES.pincode.notFound);
  return updated;
}

/** Staff delete a pincode nobody's saved address uses (409 otherwise: switch it off instead); the audit log keeps what it was. */
export async function removePincode(deps: { db: Database }, actor: Actor, id: string): Promise<{ message: string }> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const before = await findPincodeById(tx, id);
    const result = await deleteUnusedPincode(tx, id);
    if (result === "deleted" && before)
      await recordAudit(tx, actor, { action: "pincode.delete", entity: "pincode", entityId: id, before: { ...before }, after: null });
    return result;
  });
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
