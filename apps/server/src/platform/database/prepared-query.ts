import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

interface Runnable<V, R> {
  execute(values: V): Promise<R>;
}

/**
 * A query built once per database and then only run: `build` makes it with `sql.placeholder`s
 * for its values and `.prepare("")`; each call fills the placeholders in. Drizzle otherwise
 * builds the SQL text from its query builder on every run, which cost the checkout about a tenth
 * of the server's CPU for three short selects and an insert (decision 018). The empty name keeps
 * the statement unnamed, as any other: `nameStatements` names it when that is on, and a
 * transaction pooler sees nothing new.
 *
 * A placeholder in a `where` is sent as given, without the column's conversion, so pass values
 * the driver takes as they are (an ISO string for a timestamp); in an insert's `values` the
 * column converts it as usual. A transaction is a database of its own here: its first run
 * builds the query again.
 */
export function preparedQuery<V extends Record<string, unknown>, R>(
  build: (db: Database) => Runnable<V, R>,
): (db: Database, values: V) => Promise<R> {
  const built = new WeakMap<Database, Runnable<V, R>>();
  return (db, values) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query.execute(values);
  };
}

// One dialect compiles every statement built once: PostgreSQL's and PGlite's are the same.
const dialect = new PgDialect();

/**
 * A raw statement (`sql`) built once and then only run, as `preparedQuery` does for the query
 * builder: `build` makes it with `sql.placeholder`s for its values, compiled to its text the
 * first time it runs; each call fills the placeholders in and runs it as `db.execute` would
 * (same text, same parameters, answered `{ rows }`), on the pool or in a transaction. Building
 * the checkout's JSON statements from their parts on every run cost the server about a sixth of
 * its allocations per order (issue 28). A placeholder is sent as given, like a value in `sql`.
 *
 * `tail`, when given, is a short part built by the caller on each call (another module's
 * expression, say) and appended to the text, its parameters numbered after the statement's own
 * (its text has no other `$`: its values are parameters).
 */
export function preparedStatement<V extends Record<string, unknown>>(
  build: () => SQL,
): (db: Database, values: V, tail?: SQL) => Promise<unknown> {
  let built: Query | undefined;
  // The whole text for each tail's text: the same few tails come back, and a text used again is
  // the same string (node-postgres and the statement names look it up by its text).
  const withTails = new Map<string, string>();
  return (db, values, tail) => {
    built ??= dialect.sqlToQuery(build());
    let query: Query = built;
    if (tail) {
      const end = dialect.sqlToQuery(tail);
      let text = withTails.get(end.sql);
      if (text === undefined) {
        const offset = built.params.length;
        text = built.sql + end.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
        if (withTails.size >= MAX_TAILS) withTails.clear();
        withTails.set(end.sql, text);
      }
      query = { sql: text, params: [...built.params, ...end.params] };
    }
    return db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
  };
}

const MAX_TAILS = 20;
