import { performance } from "node:perf_hooks";

/**
 * Every SQL statement this process sent to the database, and the time spent waiting for their
 * answers (client side: from sending to the last row). Counted at the driver, so BEGIN and
 * COMMIT count like any other round trip. Exposed in /metrics and read by the benchmarks.
 */
export interface StatementStats {
  count: number;
  milliseconds: number;
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Replaces `target[method]` with a wrapper that counts each call as one statement and adds the
 * time until its promise (or callback) settles. Works for node-postgres clients (promise or
 * callback style; a submittable such as a cursor is counted but not timed) and PGlite.
 */
export function countStatements(target: object, method: "query" | "exec", stats: StatementStats): void {
  const holder = target as Record<string, QueryFunction>;
  const original = holder[method];
  if (typeof original !== "function") return;
  const bound = original.bind(target);
  holder[method] = (...args: unknown[]) => {
    stats.count++;
    const started = performance.now();
    const done = () => {
      stats.milliseconds += performance.now() - started;
    };
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as QueryFunction)(...results);
      };
      return bound(...args);
    }
    const result = bound(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

/**
 * PGlite runs a transaction's BEGIN and COMMIT (or ROLLBACK) itself, out of the driver's sight:
 * counted here as the two round trips they are on a server, with the statements run inside.
 */
export function countPgliteTransactions(client: object, stats: StatementStats): void {
  const holder = client as { transaction?: (fn: (tx: object) => Promise<unknown>) => Promise<unknown> };
  const original = holder.transaction;
  if (typeof original !== "function") return;
  const bound = original.bind(client);
  holder.transaction = (fn) => {
    stats.count += 2;
    return bound((tx) => {
      countStatements(tx, "query", stats);
      countStatements(tx, "exec", stats);
      return fn(tx);
    });
  };
}
