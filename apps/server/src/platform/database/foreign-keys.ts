import { pgTable, uuid, type PgColumn } from "drizzle-orm/pg-core";

/**
 * The id column of another owner's table, by the table's name in the database: a foreign key to
 * it without importing that owner's table definitions (a module's tables are its own). Only the
 * table's and column's names are read from it, by drizzle-kit when it writes a migration, so
 * `npm run db:generate` reporting no changes is what proves every such name right.
 */
export function idOf(tableName: string): PgColumn {
  return pgTable(tableName, { id: uuid("id") }).id;
}
