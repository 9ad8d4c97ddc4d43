import { and, count, eq, ne } from "drizzle-orm";
import type { AddressBody, AddressTag } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { addresses } from "./addresses-tables.ts";

export type AddressRow = typeof addresses.$inferSelect;

export async function countAddresses(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function tagTaken(db: Database, userId: string, tag: AddressTag, exceptId?: string): Promise<boolean> {
  const conditions = [eq(addresses.userId, userId), eq(addresses.tag, tag)];
  if (exceptId) conditions.push(ne(addresses.id, exceptId));
  const rows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertAddress(db: Database, userId: string, body: AddressBody) {
  await db.insert(addresses).values({ ...body, userId });
}

export async function updateAddress(db: Database, userId: string, addressId: string, body: AddressBody): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set(body)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** Erasure (in `tx`): every address of the customer goes. */
export async function deleteAddressesOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
