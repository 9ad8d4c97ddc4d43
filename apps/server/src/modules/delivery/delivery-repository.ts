import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { paiseToRupees, type Pincode, type PincodeDemand } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { pincodeDemands, pincodes } from "./delivery-tables.ts";

export type PincodeRow = typeof pincodes.$inferSelect;

export function toPincode(row: PincodeRow): Pincode {
  return {
    _id: row.id,
    pincode: Number(row.pincode),
    name: row.name,
    deliveryCharges: paiseToRupees(row.deliveryChargesPaise),
    status: row.status,
  };
}

export async function listPincodes(db: Database): Promise<Pincode[]> {
  return (await db.select().from(pincodes).orderBy(asc(pincodes.pincode))).map(toPincode);
}

/** An enabled (serviceable) pincode with its delivery charge, or nothing. */
export async function findEnabledPincode(db: Database, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db
    .select()
    .from(pincodes)
    .where(and(eq(pincodes.pincode, pincode), eq(pincodes.status, true)))
    .limit(1);
  return row;
}

export type PincodeValues = Pick<PincodeRow, "pincode" | "name" | "deliveryChargesPaise" | "status">;

export async function insertPincode(db: Database, values: PincodeValues): Promise<Pincode> {
  const [row] = await db.insert(pincodes).values(values).returning();
  return toPincode(row!);
}

export async function updatePincode(db: Database, id: string, values: PincodeValues): Promise<Pincode | undefined> {
  const [row] = await db.update(pincodes).set(values).where(eq(pincodes.id, id)).returning();
  return row && toPincode(row);
}

/** The pincode row, locked until `tx` ends (its audit entry's "before"). */
export async function findPincodeById(tx: Database, id: string): Promise<Pincode | undefined> {
  const [row] = await tx.select().from(pincodes).where(eq(pincodes.id, id)).for("update");
  return row && toPincode(row);
}

/** The pincodes among `codes` that are delivery locations already. */
export async function existingPincodes(db: Database, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ pincode: pincodes.pincode }).from(pincodes).where(inArray(pincodes.pincode, codes));
  return new Set(rows.map((row) => row.pincode));
}

/** Adds these locations; one another admin added meanwhile is left as it is (not in the answer). */
export async function insertNewPincodes(db: Database, values: PincodeValues[]): Promise<Pincode[]> {
  if (values.length === 0) return [];
  return (await db.insert(pincodes).values(values).onConflictDoNothing({ target: pincodes.pincode }).returning()).map(toPincode);
}

/** A person's ask for a pincode: counted once per person and pincode, its time moved to the latest ask. */
export async function upsertDemand(db: Database, demand: { pincode: string; contactKind: "email" | "phone"; contact: string; at: Date }) {
  await db
    .insert(pincodeDemands)
    .values({ pincode: demand.pincode, contactKind: demand.contactKind, contact: demand.contact, requestedAt: demand.at })
    .onConflictDoUpdate({ target: [pincodeDemands.pincode, pincodeDemands.contact], set: { requestedAt: demand.at } });
}

/** Every ask, the most asked-for pincode first, each pincode's latest ask first. */
export async function listDemands(db: Database): Promise<PincodeDemand[]> {
  const rows = await db.select().from(pincodeDemands).orderBy(asc(pincodeDemands.pincode), desc(pincodeDemands.requestedAt));
  const byPincode = new Map<string, PincodeDemand>();
  for (const row of rows) {
    const entry = byPincode.get(row.pincode) ?? {
      pincode: row.pincode,
      requests: 0,
      latestAt: row.requestedAt.toISOString(),
      contacts: [],
    };
    entry.requests += 1;
    entry.contacts.push({ kind: row.contactKind, value: row.contact, requestedAt: row.requestedAt.toISOString() });
    byPincode.set(row.pincode, entry);
  }
  return [...byPincode.values()].sort(
    (a, b) => b.requests - a.requests || b.latestAt.localeCompare(a.latestAt) || a.pincode.localeCompare(b.pincode),
  );
}
