/**
 * What preparing a statement by name saves PostgreSQL: runs an account view's statement (the
 * user with addresses and basket as JSON subqueries, as a basket read answers; adding a line runs
 * the same reads behind its write, see readAccountAfterLineWrite) on one
 * connection, unnamed, named, and named with custom plans forced, and prints the backend's CPU
 * per execution (from /proc) and the round trip. Creates and drops a scratch database.
 *
 * Run: npx tsx bench/statement-preparing.ts [runs=3000]   Env: BENCH_DATABASE_URL
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { openDatabase } from "../src/platform/database/client.ts";
import { accountStatement } from "../src/read-models/account-view.ts";
import { cpuSecondsOf } from "./process-cpu.ts";

const runs = Number(process.argv[2] ?? 3000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const dbName = `taaza_prepare_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
// With a PostgreSQL address the data folder is never used.
const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
const client = new pg.Client({ connectionString: url.toString() });
try {
  await handle.migrate();
  await client.connect();
  await client.query(`insert into categories (name) values ('SeaWater')`);
  await client.query(`insert into product_tags (name) values ('Pomfret')`);
  await client.query(
    `insert into products (name, description, category, product_tag, note, weight_grams, default_price_paise)
     select 'Fish ' || i, 'Benchmark product', 'SeaWater', 'Pomfret', 'Keep cold', 500, 20000 from generate_series(1, 20) as i`,
  );
  const userId = (
    await client.query<{ id: string }>(
      `insert into users (user_code, username, email, user_type) values ('B1', 'Bench', 'bench@example.in', 'User') returning id`,
    )
  ).rows[0]!.id;
  await client.query(
    `insert into addresses (user_id, first_name, last_name, address, landmark, state, city, pincode, phone_no, tag)
     values ($1, 'Bench', 'Customer', '12 Marine Drive', 'Near Oval', 'Maharashtra', 'Mumbai', '400001', '9820012345', 'home1')`,
    [userId],
  );
  await client.query(`insert into cart_lines (user_id, product_id, quantity) select $1, id, 1 from products limit 3`, [userId]);
  const query = new PgDialect().sqlToQuery(accountStatement(userId));
  const backend = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  console.log(`The account view's statement, ${runs} runs on one connection (after 200 to warm up):`);
  for (const mode of ["unnamed", "named", "named, custom plans"] as const) {
    if (mode === "named, custom plans") await client.query("set plan_cache_mode = force_custom_plan");
    const config = { text: query.sql, values: query.params, ...(mode === "unnamed" ? {} : { name: "account_view" }) };
    for (let i = 0; i < 200; i++) await client.query(config);
    const cpuBefore = cpuSecondsOf(backend);
    const started = performance.now();
    for (let i = 0; i < runs; i++) await client.query(config);
    const cpuMs = ((cpuSecondsOf(backend) - cpuBefore) * 1000) / runs;
    console.log(
      `  ${`${mode}:`.padEnd(22)} backend CPU ${cpuMs.toFixed(3)} ms per run, round trip ${((performance.now() - started) / runs).toFixed(3)} ms`,
    );
  }
} finally {
  await client.end().catch(() => undefined);
  await handle.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
