import type { Database } from "./client.ts";

/**
 * Runs `work` in one transaction (a savepoint when `db` is already one) and answers what it
 * answers; anything thrown rolls it back. The transaction is handed on as a `Database`, so the
 * repositories it calls take it like any other handle: one type for both.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
