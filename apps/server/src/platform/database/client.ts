import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { SERVER_ROOT } from "../../server-root.ts";
import { isConnectionLost } from "./connection-errors.ts";
import { countPgliteTransactions, countStatements, type StatementStats } from "./statement-stats.ts";

/**
 * One type for both engines: repositories never know which one they talk to. Queries name their
 * tables themselves, so the client needs no schema (that is for drizzle-kit: schema.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** How the database layer reports what it survives; main passes the app's logger. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  /** The URL a LISTEN connection must use (direct, never through a transaction pooler); postgres only. */
  directUrl: string | null;
  migrate(): Promise<void>;
  /** Resolves when the database answers and every migration this build knows is applied. */
  checkReady(): Promise<void>;
  poolStats(): PoolStats | null;
  /** Statements sent so far and the time spent waiting for them (metrics, benchmarks, tests). */
  statementStats(): StatementStats;
  /** PGlite only: the data directory as a tarball, to start other databases from (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** A direct connection for migrations and LISTEN (PgBouncer in transaction mode cannot hold a session). */
  databaseDirectUrl?: string | null;
  dataDir: string;
  databasePoolMax?: number;
  /** PostgreSQL only: name (prepare once per connection) every parameterized statement; see `nameStatements`. */
  databaseNamedStatements?: boolean;
  log?: DatabaseLog;
  /**
   * PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty
   * one. Tests start every file from one migrated dump: creating a cluster and migrating it
   * costs seconds of WebAssembly each time, loading a dump a fraction of that.
   */
  pgliteDump?: Blob;
}

/**
 * Connections per process when DATABASE_POOL_MAX is not set. A few per core of a small
 * database server: on 2 cores the checkout bench placed more orders with 6 than with 10 (235 vs
 * 217-229 a second, p95 109-112 against 123-136 ms), because requests then wait in the pool, which
 * costs nothing, instead of as busy backends contending for the CPU and the bill counter's lock.
 */
export const DEFAULT_POOL_MAX = 6;

const migrationsFolder = path.join(SERVER_ROOT, "drizzle");
// Any constant works; it only has to be the same in every process of the shop.
const MIGRATION_LOCK_KEY = 7_340_001;

const consoleLog: DatabaseLog = {
  warn: (details, message) => {
    const { err } = details as { err?: unknown };
    console.warn(err instanceof Error ? `${message}: ${err.message}` : message);
  },
};

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir/pglite`
 * (or in memory for `memory://`, which tests use). PGlite is loaded only when it is used: a
 * PostgreSQL-backed process never pays for its WebAssembly.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      options.databaseDirectUrl ?? options.databaseUrl,
      options.databasePoolMax ?? DEFAULT_POOL_MAX,
      options.log ?? consoleLog,
      options.databaseNamedStatements ?? false,
    );
  }
  return openPglite(options.dataDir === "memory://" ? "memory://" : path.resolve(options.dataDir, "pglite"), options.pgliteDump);
}

async function openPglite(location: string, dump: Blob | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    // Trigram search (migration 0007 creates the extension); PGlite loads it only when named here.
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (location !== "memory://") mkdirSync(location, { recursive: true });
  const client = await PGlite.create({
    ...(location === "memory://" ? {} : { dataDir: location }),
    ...(dump ? { loadDataDir: dump } : {}),
    extensions: { pg_trgm },
  });
  const stats: StatementStats = { count: 0, milliseconds: 0 };
  countStatements(client, "query", stats);
  countStatements(client, "exec", stats);
  countPgliteTransactions(client, stats);
  const db = drizzle(client) as unknown as Database;
  return {
    db,
    engine: "pglite",
    directUrl: null,
    migrate: () => migrate(db as never, { migrationsFolder }),
    checkReady: () => checkMigrated(db),
    poolStats: () => null,
    statementStats: () => ({ ...stats }),
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

function openPostgres(url: string, directUrl: string, max: number, log: DatabaseLog, namedStatements: boolean): DatabaseHandle {
  // A short connect timeout turns "the database is away" into a quick 503 instead of a hung request.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 10_000, keepAlive: true });
  // Without these listeners a connection PostgreSQL ends (restart, failover, pooler timeout,
  // pg_terminate_backend) emits an unhandled `error` and ends the process. The pool drops the
  // broken client by itself and opens a new one on the next query.
  pool.on("error", (error) => log.warn({ err: error }, "database connection lost while idle; the pool will replace it"));
  const stats: StatementStats = { count: 0, milliseconds: 0 };
  pool.on("connect", (client) => {
    if (namedStatements) nameStatements(client);
    countStatements(client, "query", stats);
    client.on("error", (error) => {
      if (!isConnectionLost(error)) log.warn({ err: error }, "database connection error");
    });
  });
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    engine: "postgres",
    directUrl,
    async migrate() {
      // Several processes may start at once behind a load balancer: one migrates, the rest wait.
      // A session advisory lock needs one session for the whole run, so this uses its own direct
      // connection rather than a pooled one (a transaction pooler could hand each statement to
      // a different server session).
      const client = new pg.Client({ connectionString: directUrl });
      client.on("error", (error) => log.warn({ err: error }, "migration connection error"));
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        // Ending the session releases the lock even if the unlock itself fails.
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    checkReady: () => checkMigrated(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    statementStats: () => ({ ...stats }),
    close: () => pool.end(),
  };
}

// A connection's prepared statements live as long as it does; past this many distinct texts
// (long IN lists, staff's filter combinations) the rest run unnamed, as without the option.
const NAMED_PER_CONNECTION = 500;

/**
 * Gives each parameterized statement a name derived from its text, so node-postgres prepares it
 * once per connection and PostgreSQL then skips parsing and, once it settles on a generic plan
 * (after five runs, when that plan is no worse), planning: for the checkout's JSON statements
 * about two thirds of their database CPU. A statement already named, or without parameters
 * (BEGIN, COMMIT), is left alone.
 */
function nameStatements(client: pg.PoolClient): void {
  const holder = client as unknown as { query: (...args: unknown[]) => unknown };
  const original = holder.query.bind(client);
  const named = new Set<string>();
  holder.query = (...args: unknown[]) => {
    const config = args[0];
    if (config && typeof config === "object" && "text" in config && !("name" in config && (config as { name?: unknown }).name)) {
      const { text } = config as { text: string; values?: unknown[] };
      const values = (config as { values?: unknown[] }).values ?? (Array.isArray(args[1]) ? args[1] : undefined);
      if (values && values.length > 0 && typeof text === "string") {
        const name = statementName(text);
        if (named.has(name) || named.size < NAMED_PER_CONNECTION) {
          named.add(name);
          args[0] = { ...(config as object), name };
        }
      }
    }
    return original(...args);
  };
}

// Names by statement text, shared by every connection of the process: the same few dozen texts
// run all day, and hashing a checkout statement's text on every run cost more than sending it.
const namesByText = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5000;

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `t${createHash("sha1").update(text).digest("base64url")}`;
    if (namesByText.size >= MAX_REMEMBERED_NAMES) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

const knownMigrations = readMigrationFiles({ migrationsFolder }).length;

async function checkMigrated(db: Database): Promise<void> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const applied = Number((result as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
  if (applied < knownMigrations) throw new Error(`${knownMigrations - applied} migration(s) not applied yet`);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * At start, waits for the database to accept connections (it may still be starting, or
 * restarting) instead of exiting at once; gives up after `timeoutMs` with the last error.
 * Errors that waiting cannot fix (a wrong password, a missing database) fail at once.
 */
export async function waitForDatabase(db: Database, options: { timeoutMs: number; log: { info(message: string): void } }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await pingDatabase(db);
      if (attempt > 1) options.log.info("the database is reachable");
      return;
    } catch (error) {
      if (!isConnectionLost(error) || Date.now() >= deadline) throw error;
      const delay = Math.min(500 * 2 ** (attempt - 1), 5000);
      const reason = error instanceof Error ? error.message : String(error);
      options.log.info(`waiting for the database (attempt ${attempt}: ${reason}); retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
