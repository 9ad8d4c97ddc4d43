import {
  DEMAND_MESSAGES,
  PINCODE_IMPORT_MESSAGES,
  readPincodeCsv,
  rupeesToPaise,
  type DeliveryDemandBody,
  type Pincode,
  type PincodeBody,
  type PincodeDemand,
  type PincodeImportProblem,
  type PincodeImportResult,
  SERVER_MESSAGES,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { deleteUnusedPincode } from "../../read-models/unused-pincodes.ts";
import { changedFields, recordAudit, type Actor } from "../audit/index.ts";
import {
  existingPincodes,
  findEnabledPincode,
  findPincodeById,
  insertNewPincodes,
  insertPincode,
  listDemands,
  upsertDemand,
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

/**
 * A CSV of delivery locations, all or nothing: every row must pass the add form's rule, or
 * nothing is added and the bad rows are answered; a pincode already served or repeated in the
 * file is skipped and reported, not an error.
 */
export async function importPincodes(
  deps: { db: Database },
  actor: Actor,
  csv: string,
): Promise<{ ok: true; result: PincodeImportResult } | { ok: false; message: string; problems: PincodeImportProblem[] }> {
  const read = readPincodeCsv(csv);
  if (!read.ok) return read;
  return inTransaction(deps.db, async (tx) => {
    const existing = await existingPincodes(
      tx,
      read.rows.map((row) => row.body.pincode),
    );
    const seen = new Set<string>();
    const skipped: PincodeImportResult["skipped"] = [];
    const fresh: PincodeBody[] = [];
    for (const { row, body } of read.rows) {
      if (existing.has(body.pincode)) skipped.push({ row, pincode: body.pincode, message: PINCODE_IMPORT_MESSAGES.exists });
      else if (seen.has(body.pincode)) skipped.push({ row, pincode: body.pincode, message: PINCODE_IMPORT_MESSAGES.repeated });
      else fresh.push(body);
      seen.add(body.pincode);
    }
    const added = await insertNewPincodes(tx, fresh.map(values));
    for (const pincode of added)
      await recordAudit(tx, actor, { action: "pincode.add", entity: "pincode", entityId: pincode._id, after: { ...pincode, via: "csv" } });
    return { ok: true as const, result: { added: added.map((p) => String(p.pincode)), skipped } };
  });
}

/** "Tell me when you deliver here": the same person asking twice for a pincode counts once. */
export async function recordDemand(deps: { db: Database; clock: Clock }, body: DeliveryDemandBody): Promise<{ message: string }> {
  await upsertDemand(deps.db, { pincode: body.pincode, contactKind: body.contact.kind, contact: body.contact.value, at: deps.clock.now() });
  return { message: DEMAND_MESSAGES.recorded };
}

export function demandPerPincode(deps: { db: Database }): Promise<PincodeDemand[]> {
  return listDemands(deps.db);
}

function values(body: PincodeBody): PincodeValues {
  return { pincode: body.pincode, name: body.name, deliveryChargesPaise: rupeesToPaise(body.deliveryCharges), status: body.status };
}

function duplicateAsConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.pincode.exists);
  throw error;
}
