// `db.execute` (raw SQL) answers `{ rows }` on both drivers, typed as unknown: the statement's
// author knows the row shape and names it here, once per call.

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function firstRow<T>(result: unknown): T | undefined {
  return rowsOf<T>(result)[0];
}
