import { and, asc, count, eq, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AddressBody, AddressTag } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { rowFromJson } from "../../platform/database/json-rows.ts";
import { addresses, users } from "../../platform/database/schema.ts";

export type AddressRow = typeof addresses.$inferSelect;

export async function findAddresses(db: Database, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/**
 * The user's addresses (oldest first, as `findAddresses`) as a JSON subquery of another
 * statement: the account view reads the user, addresses and basket in one round trip.
 * `userId` is the outer query's user id column.
 */
export function addressesJsonOf(userId: SQLWrapper): SQL<unknown> {
  return sql`(select coalesce(jsonb_agg(to_jsonb(a) order by a.created_at, a.id), '[]'::jsonb) from ${addresses} a where a.user_id = ${userId})`;
}

/** One of the user's addresses (someone else's is none) as a JSON subquery of another statement. */
export function addressJsonOf(userId: SQLWrapper | string, addressId: string): SQL<unknown> {
  return sql`(select to_jsonb(a) from ${addresses} a where a.id = ${addressId} and a.user_id = ${userId})`;
}

export function addressRowsFromJson(json: unknown): AddressRow[] {
  return (json as Record<string, unknown>[]).map((row) => rowFromJson(addresses, row));
}

export async function findAddress(db: Database, userId: string, addressId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Holds the user's row until the transaction ends, so address changes of one user happen one
 * after the other: the count and tag checks that follow cannot be raced.
 */
export async function lockUser(db: Database, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

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
