import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A table's row from its `to_jsonb(alias)` form (snake_case keys, timestamps as ISO text), mapped
 * exactly as Drizzle maps the row it selects itself. Lets one statement bring back several
 * tables' rows as JSON (a user with addresses and basket) without a second round trip.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

type TableColumn = ReturnType<typeof getTableColumns<PgTable>>[string];

// Each table's columns as a list, made once: every order maps a dozen rows, and listing a table's
// columns again for each one was most of what mapping them allocated (issue 28).
const columnLists = new WeakMap<PgTable, [string, TableColumn][]>();

function columnsOf(table: PgTable): [string, TableColumn][] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnLists.set(table, columns);
  }
  return columns;
}
