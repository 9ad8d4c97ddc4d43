import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { firstRow } from "./raw-rows.ts";

/**
 * Takes a transaction-level advisory lock if no other session holds it: true when taken (until
 * the transaction ends, whatever happens), false at once otherwise. Safe behind PgBouncer in
 * transaction mode; every process of the shop agrees on `key`.
 */
export async function tryTransactionLock(tx: Database, key: number): Promise<boolean> {
  const row = firstRow<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`));
  return row?.locked === true;
}
