import { asc, eq } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import type { Database } from "../platform/database/client.ts";

/**
 * How messages reach a customer, read across owners: the language they shop in (the account's)
 * and the mobile number of their first delivery address, which opting in to WhatsApp or SMS
 * uses when no number is given. Undefined for no such user.
 */
export async function messageContactOf(
  db: Database,
  userId: string,
): Promise<{ language: "en" | "mr" | "hi"; addressPhone: string | null } | undefined> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const [address] = await db
    .select({ phone: addresses.phoneNo })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  return { language: user.language, addressPhone: address?.phone ?? null };
}
