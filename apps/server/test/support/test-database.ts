import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../src/platform/database/client.ts";

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so runs never collide.
 * Both start from the run's migrated template (`template-database.ts`); `migrate()` then finds
 * nothing left to apply.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplateFile"))]);
    const handle = await openDatabase({ databaseUrl: null, dataDir: "memory://", pgliteDump: pgliteTemplate });
    await handle.migrate();
    return handle;
  }
  const name = `taaza_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on("error", () => undefined);
  await admin.connect();
  await createFromTemplate(admin, name, inject("postgresTemplate"));
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The pool's connections end when the database is dropped: expected then, worth a warning before.
  let dropping = false;
  const log = {
    warn: (details: { err?: unknown }, message: string) => {
      if (!dropping) console.warn(`${message}: ${details.err instanceof Error ? details.err.message : ""}`);
    },
  };
  // Straight to PostgreSQL, as production is without a pooler: statements prepared by name
  // (DATABASE_NAMED_STATEMENTS' default there). TEST_DATABASE_NAMED_STATEMENTS=false runs them unnamed.
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: "memory://",
    log,
    databaseNamedStatements: process.env.TEST_DATABASE_NAMED_STATEMENTS !== "false",
  });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      // The pool first, so no connection of this file is left for the drop to terminate under
      // it; `with (force)` then only ends sessions a test opened itself (and forgot).
      await handle.close();
      dropping = true;
      const dropper = new pg.Client({ connectionString: serverUrl });
      dropper.on("error", () => undefined);
      await dropper.connect();
      // pool.end() resolves before its connections have closed; a forced drop would end those
      // backends with an error the closed pool no longer listens for. Wait for them to go.
      for (let waited = 0; waited < 100 && (await backendsOf(dropper, name)) > 0; waited++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Copies the template; two files may copy it at the same moment, which PostgreSQL can refuse. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

async function backendsOf(client: pg.Client, database: string): Promise<number> {
  const result = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [database]);
  return result.rows[0]?.n ?? 0;
}

const tablesOf = new WeakMap<Database, string[]>();

/**
 * Empties every table of the shop between tests: a clean database in milliseconds. Only the
 * tables that hold rows are truncated: a test touches a handful, and truncating all of them
 * (new files for each on PostgreSQL) cost about 200 ms per test there. The shop has no
 * sequences, so an empty table has nothing left to reset.
 */
export async function truncateAll(db: Database) {
  let tables = tablesOf.get(db);
  if (!tables) {
    const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`);
    tables = (result as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
    tablesOf.set(db, tables);
  }
  if (!tables.length) return;
  const probe = tables
    .map((table) => `select '${table.replaceAll("'", "''")}' as name where exists (select 1 from ${table})`)
    .join(" union all ");
  const filled = (await db.execute(sql.raw(probe))) as { rows: { name: string }[] };
  const names = filled.rows.map((r) => r.name);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(", ")} cascade`));
}
