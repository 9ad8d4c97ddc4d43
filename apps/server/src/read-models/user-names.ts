import { eq } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import type { Database } from "../platform/database/client.ts";

/** The name a user gave (an email's greeting, a review's author); undefined for no such user. */
export async function usernameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.username;
}
