import { and, asc, eq } from "drizzle-orm";
import { paiseToRupees, type Pincode } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { pincodes } from "./delivery-tables.ts";

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
