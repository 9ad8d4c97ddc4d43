import { randomInt } from "node:crypto";
import { MAX_WRONG_DELIVERY_CODES, TEAM_MESSAGES, type FailedDeliveryReason, type FulfilmentStep } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { insertFulfilmentRow, insertStep, lockFulfilmentRow, updateFulfilmentRow, type FulfilmentRow } from "./fulfilment-repository.ts";

// An order's fulfilment steps and what each move writes (the one place they are written): the
// caller holds the order's lock and passes its transaction. Each answers what changed, for the
// audit entry the caller writes in the same transaction.

export interface StepChange {
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

const FINISHED: readonly FulfilmentStep[] = ["delivered"];

const brief = (row: FulfilmentRow | undefined) =>
  row ? { step: row.step, riderId: row.riderId, wrongCodes: row.wrongCodes, locked: row.lockedAt !== null } : null;

/** The lines of a paid order were all weighed: it is packed (unless it is already further along). */
export async function markPacked(tx: Database, orderId: string, by: string, at: Date): Promise<StepChange | null> {
  const row = await lockFulfilmentRow(tx, orderId);
  if (row && row.step !== "placed") return null;
  const after = row
    ? await updateFulfilmentRow(tx, orderId, { step: "packed" }, at)
    : await insertFulfilmentRow(tx, { orderId, step: "packed", riderId: null, at });
  await insertStep(tx, { orderId, step: "packed", riderId: after.riderId, by, at });
  return { before: brief(row), after: brief(after)! };
}

/**
 * Gives the order to a rider (or to another one). Staff resolve a locked delivery this way: the
 * wrong codes are forgotten, and an order that was out or failed waits to be picked up again.
 */
export async function giveToRider(tx: Database, orderId: string, riderId: string, by: string, at: Date): Promise<StepChange> {
  const row = await lockFulfilmentRow(tx, orderId);
  if (row && FINISHED.includes(row.step)) throw conflict(TEAM_MESSAGES.notAssignable);
  const step: FulfilmentStep = !row ? "placed" : row.step === "out_for_delivery" || row.step === "failed" ? "packed" : row.step;
  const after = row
    ? await updateFulfilmentRow(tx, orderId, { riderId, step, deliveryCode: null, wrongCodes: 0, lockedAt: null, failedReason: null }, at)
    : await insertFulfilmentRow(tx, { orderId, step, riderId, at });
  await insertStep(tx, { orderId, step: "assigned", riderId, by, at });
  return { before: brief(row), after: brief(after)! };
}

/** The rider's own delivery, locked; anyone else's (or none) is answered as not found. */
async function ridersOwn(tx: Database, orderId: string, riderId: string): Promise<FulfilmentRow> {
  const row = await lockFulfilmentRow(tx, orderId);
  if (!row || row.riderId !== riderId) throw notFound(TEAM_MESSAGES.deliveryNotFound);
  return row;
}

/** Four digits the customer's order page shows while the order is out. */
const newDeliveryCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

/** Picked up: out for delivery, with the new code (never in the audit entry: it is the customer's). */
export async function pickUp(tx: Database, orderId: string, riderId: string, at: Date): Promise<StepChange & { deliveryCode: string }> {
  const row = await ridersOwn(tx, orderId, riderId);
  if (row.step === "out_for_delivery") throw conflict(TEAM_MESSAGES.alreadyOut);
  if (FINISHED.includes(row.step)) throw conflict(TEAM_MESSAGES.alreadyFinished);
  const after = await updateFulfilmentRow(
    tx,
    orderId,
    { step: "out_for_delivery", deliveryCode: newDeliveryCode(), wrongCodes: 0, lockedAt: null, failedReason: null },
    at,
  );
  await insertStep(tx, { orderId, step: "out_for_delivery", riderId, by: riderId, at });
  return { before: brief(row), after: brief(after)!, deliveryCode: after.deliveryCode! };
}

/** The rider's delivery as it stands before handing over: out, and not locked. */
async function outAndOpen(tx: Database, orderId: string, riderId: string): Promise<FulfilmentRow> {
  const row = await ridersOwn(tx, orderId, riderId);
  if (FINISHED.includes(row.step)) throw conflict(TEAM_MESSAGES.alreadyFinished);
  if (row.step !== "out_for_delivery") throw conflict(TEAM_MESSAGES.notPickedUp);
  if (row.lockedAt) throw conflict(TEAM_MESSAGES.codeLocked);
  return row;
}

export type CodeCheck = { right: true; change: StepChange } | { right: false; locked: boolean; change: StepChange };

/**
 * The code the rider typed. Right: delivered. Wrong: counted, and the fifth wrong one locks the
 * delivery for staff. The caller commits either way (the count must stay) and then answers.
 */
export async function checkCode(tx: Database, orderId: string, riderId: string, code: string, at: Date): Promise<CodeCheck> {
  const row = await outAndOpen(tx, orderId, riderId);
  if (row.deliveryCode === code) {
    return { right: true, change: await finish(tx, row, riderId, at, { reason: "code" }) };
  }
  const wrongCodes = row.wrongCodes + 1;
  const locked = wrongCodes >= MAX_WRONG_DELIVERY_CODES;
  const after = await updateFulfilmentRow(tx, orderId, { wrongCodes, ...(locked ? { lockedAt: at } : {}) }, at);
  if (locked) await insertStep(tx, { orderId, step: "code_locked", riderId, by: riderId, at });
  return { right: false, locked, change: { before: brief(row), after: brief(after)! } };
}

/** Delivered with a photo at the door instead of the code, and why. */
export async function deliverWithPhoto(tx: Database, orderId: string, riderId: string, photo: string, reason: string, at: Date) {
  const row = await outAndOpen(tx, orderId, riderId);
  return finish(tx, row, riderId, at, { reason, photo });
}

async function finish(tx: Database, row: FulfilmentRow, riderId: string, at: Date, proof: { reason: string; photo?: string }) {
  const after = await updateFulfilmentRow(tx, row.orderId, { step: "delivered" }, at);
  await insertStep(tx, {
    orderId: row.orderId,
    step: "delivered",
    riderId,
    by: riderId,
    at,
    reason: proof.reason,
    photo: proof.photo ?? null,
  });
  return { before: brief(row), after: { ...brief(after)!, ...(proof.photo ? { photo: proof.photo, reason: proof.reason } : {}) } };
}

export async function failDelivery(
  tx: Database,
  orderId: string,
  riderId: string,
  reason: FailedDeliveryReason,
  at: Date,
): Promise<StepChange> {
  const row = await ridersOwn(tx, orderId, riderId);
  if (FINISHED.includes(row.step)) throw conflict(TEAM_MESSAGES.alreadyFinished);
  const after = await updateFulfilmentRow(tx, orderId, { step: "failed", failedReason: reason }, at);
  await insertStep(tx, { orderId, step: "failed", riderId, by: riderId, at, reason });
  return { before: brief(row), after: { ...brief(after)!, failedReason: reason } };
}
