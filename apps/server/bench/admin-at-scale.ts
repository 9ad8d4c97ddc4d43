/**
 * Staff's screens at the size of a busy shop: seeds 100,000 orders (with their checkouts and
 * 2-3 items each), 20,000 customers (each with an address) and 2,000 products in bulk SQL
 * (generate_series, no API calls), starts the real server in its own process in production
 * mode, and measures from this process each admin endpoint's server time (the `server-timing`
 * header) and round trip, p50 and p95 over repeated calls, and the CPU time each call costs the
 * server process and (on PostgreSQL) its database connections, read from /proc: unlike the
 * times, that barely grows when other work shares the machine.
 *
 * Run: npx tsx bench/admin-at-scale.ts [--engine postgres|pglite] [--runs 40] [--orders 100000]
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a fresh database is
 * created and dropped afterwards. BENCH_SERVER=dist runs the compiled server.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../src/platform/database/client.ts";
import { sessionTokenHash } from "../src/modules/accounts/index.ts";
import { cpuMillisecondsBetween, cpuSnapshot, type CpuSnapshot } from "./process-cpu.ts";
import { startServerProcess } from "./server-process.ts";

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: "string", default: "postgres" },
    runs: { type: "string", default: "40" },
    orders: { type: "string", default: "100000" },
    customers: { type: "string", default: "20000" },
    products: { type: "string", default: "2000" },
  },
});
const engine = args.engine === "pglite" ? "pglite" : "postgres";
const RUNS = Number(args.runs);
const ORDERS = Number(args.orders);
const CUSTOMERS = Number(args.customers);
const PRODUCTS = Number(args.products);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const GOAL_MS = 50;

/** Every table filled in a handful of set-based statements; the numbers are deterministic. */
export async function seedAtScale(
  db: Database,
  sizes: { orders: number; customers: number; products: number },
  admin: { tokenHash: string },
) {
  const run = (text: string) => db.execute(sql.raw(text));
  await run(
    `insert into categories (name) select unnest(array['SeaWater','FreshWater','Prawns','Crab','Chicken','Mutton']) on conflict do nothing`,
  );
  await run(`insert into product_tags (name) select 'Tag ' || i from generate_series(1, 20) as i on conflict do nothing`);
  await run(`insert into pincodes (pincode, name, delivery_charges_paise, status)
    select (400000 + i)::text, 'Area ' || i, 4900, true from generate_series(1, 50) as i on conflict do nothing`);
  await run(`insert into products (name, description, category, product_tag, note, weight_grams, default_price_paise, sale_price_paise, is_archived, created_at)
    select 'Product ' || i, 'Fresh and cleaned', (array['SeaWater','FreshWater','Prawns','Crab','Chicken','Mutton'])[1 + i % 6], 'Tag ' || (1 + i % 20),
      'Keep cold', 250 + (i % 4) * 250, 10000 + (i * 37) % 90000, case when i % 3 = 0 then 9000 + (i * 37) % 90000 - 1000 end, i % 50 = 0,
      now() - make_interval(mins => i)
    from generate_series(1, ${sizes.products}) as i`);
  await run(`update products set sale_price_paise = null where sale_price_paise >= default_price_paise or sale_price_paise <= 0`);
  await run(`insert into users (user_code, username, email, user_type, gender, age, created_at)
    select 'C' || lpad(i::text, 9, '0'), 'Customer ' || i, 'customer' || i || '@example.in', 'User',
      (array['Male','Female','Other'])[1 + i % 3], 18 + i % 60, now() - make_interval(mins => i * 20)
    from generate_series(1, ${sizes.customers}) as i`);
  await run(`insert into addresses (user_id, first_name, last_name, address, landmark, state, city, pincode, phone_no, tag)
    select id, 'First', 'Last', (row_number() over ()) || ' Marine Drive', 'Near Oval', 'Maharashtra', 'Mumbai', (400001 + (row_number() over ()) % 50)::text,
      '98200' || lpad(((row_number() over ()) % 100000)::text, 5, '0'), 'home1'
    from users where user_type = 'User'`);
  const inserted = await db.execute(
    sql`insert into users (user_code, username, email, user_type, staff_role) values ('ADMIN0001', 'Bench Admin', 'bench-admin@example.in', 'Admin', 'owner') returning id`,
  );
  const [adminRow] = (inserted as { rows: { id: string }[] }).rows;
  await db.execute(
    sql`insert into sessions (user_id, token_hash, expires_at) values (${adminRow!.id}, ${admin.tokenHash}, now() + interval '1 day')`,
  );
  // Customers and products numbered 1..n, so orders pick theirs by arithmetic.
  await run(
    `create temporary table bench_customers as select row_number() over (order by user_code) as n, id from users where user_type = 'User'`,
  );
  await run(`create temporary table bench_products as select row_number() over (order by created_at desc, id) as n, id, name, weight_grams, default_price_paise,
    coalesce(sale_price_paise, default_price_paise) as unit from products`);
  // Orders over the last year, newest numbers last; 70% Delivered, 20% Pending, 10% Canceled.
  await run(`create temporary table bench_orders as
    select i, gen_random_uuid() as id, gen_random_uuid() as checkout_id, c.id as user_id,
      case when i % 10 = 0 then 'Canceled' when i % 10 < 3 then 'Pending' else 'Delivered' end as status,
      now() - make_interval(secs => (${sizes.orders} - i) * (31536000.0 / ${sizes.orders})) as created_at,
      (array['8AM-10AM','10AM-12PM','12PM-2PM','4PM-6PM','6PM-8PM','90mins'])[1 + i % 6] as slot
    from generate_series(1, ${sizes.orders}) as i join bench_customers c on c.n = 1 + (i * 7919) % ${sizes.customers}`);
  await run(`create temporary table bench_items as
    select o.i, o.id as order_id, k as position, p.id as product_id, p.name, p.weight_grams, p.default_price_paise, p.unit, 1 + (o.i + k) % 3 as quantity
    from bench_orders o cross join generate_series(0, 1 + o.i % 2) as k
    join bench_products p on p.n = 1 + (o.i * 31 + k * 17) % ${sizes.products}`);
  await run(
    `create temporary table bench_totals as select order_id, sum(unit * quantity)::int as subtotal from bench_items group by order_id`,
  );
  const shipping = `jsonb_build_object('firstName','First','lastName','Last','address','12 Marine Drive','landmark','Near Oval','city','Mumbai','state','Maharashtra','pincode','400001','phoneNo','9820012345')`;
  await run(`insert into checkouts (id, user_id, provider, provider_order_id, amount_paise, subtotal_paise, delivery_charge_paise, lines, basket_fingerprint,
      shipping_address, delivery_date, slot, status, order_id, created_at)
    select o.checkout_id, o.user_id, 'test', 'order_bench_' || o.i, t.subtotal + 4900, t.subtotal, 4900, '[]'::jsonb, 'bench', ${shipping},
      ((o.created_at at time zone 'Asia/Kolkata')::date + 1), o.slot, 'paid', o.id, o.created_at
    from bench_orders o join bench_totals t on t.order_id = o.id`);
  // Bill ids as the shop draws them ("#12ABC": two different digits, three letters), all different.
  await run(`insert into orders (id, bill_id, user_id, status, shipping_address, subtotal_paise, delivery_charge_paise, bill_price_paise, delivery_date, slot,
      payment_method, provider, provider_order_id, provider_payment_id, checkout_id, bill_number, billed_at, created_at)
    select o.id,
      '#' || (o.i % 90 / 9)::text || ((o.i % 90) % 9 + case when (o.i % 9) >= (o.i % 90 / 9) then 1 else 0 end)::text
        || chr(65 + (o.i / 90) % 26) || chr(65 + (o.i / 2340) % 26) || chr(65 + (o.i / 60840) % 26),
      o.user_id, o.status, ${shipping}, t.subtotal, 4900, t.subtotal + 4900,
      ((o.created_at at time zone 'Asia/Kolkata')::date + 1), o.slot, 'Online', 'test', 'order_bench_' || o.i, 'pay_bench_' || o.i, o.checkout_id,
      'TZ/BENCH/' || lpad(o.i::text, 7, '0'), o.created_at, o.created_at
    from bench_orders o join bench_totals t on t.order_id = o.id`);
  await run(`insert into order_items (order_id, product_id, position, name, weight_grams, unit_price_paise, default_price_paise, quantity, hsn_code, gst_rate)
    select order_id, product_id, position, name, weight_grams, unit, default_price_paise, quantity, '0302', 0 from bench_items`);
  await run(`insert into order_status_changes (order_id, from_status, to_status, changed_by, changed_at)
    select id, 'Pending', status, ${`'${adminRow!.id}'`}::uuid, created_at + interval '1 hour' from bench_orders where status <> 'Pending'`);
  for (const table of ["bench_customers", "bench_products", "bench_orders", "bench_items", "bench_totals"])
    await run(`drop table ${table}`);
  // As autovacuum would soon after: statistics, and the visibility map index-only scans rely on.
  await run("vacuum analyze");
}

interface Probe {
  name: string;
  path: string;
}

function probes(deepOrdersPage: number, deepCustomersPage: number): Probe[] {
  const date = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  return [
    { name: "dashboard counters", path: "/api/admin/stats" },
    { name: "orders, page 1", path: "/api/admin/orders" },
    { name: "orders, Pending", path: "/api/admin/orders?status=Pending" },
    { name: "orders, Delivered", path: "/api/admin/orders?status=Delivered" },
    { name: "orders, Canceled", path: "/api/admin/orders?status=Canceled" },
    { name: "orders, today", path: "/api/admin/orders?date=today" },
    { name: "orders, tomorrow", path: "/api/admin/orders?date=tomorrow" },
    { name: "orders, date + slot", path: `/api/admin/orders?date=${date}&slot=8AM-10AM` },
    { name: "orders, bill id search", path: `/api/admin/orders?search=${encodeURIComponent("#47")}` },
    { name: "orders, bill id 5 chars", path: `/api/admin/orders?search=${encodeURIComponent("#47QB")}` },
    // Two characters hold no trigram: the one search no index can narrow.
    { name: "orders, bill id 2 chars", path: "/api/admin/orders?search=47" },
    { name: `orders, deep page ${deepOrdersPage}`, path: `/api/admin/orders?page=${deepOrdersPage}` },
    { name: "orders, Delivered deep", path: `/api/admin/orders?status=Delivered&page=${Math.floor(deepOrdersPage * 0.7)}` },
    { name: "customers, page 1", path: "/api/admin/customers" },
    { name: "customers, search", path: `/api/admin/customers?search=${encodeURIComponent("Customer 1234")}` },
    { name: "customers, code search", path: "/api/admin/customers?search=C0000123" },
    { name: "customers, 2 chars", path: "/api/admin/customers?search=12" },
    { name: `customers, deep page ${deepCustomersPage}`, path: `/api/admin/customers?page=${deepCustomersPage}` },
    { name: "charts", path: "/api/admin/charts" },
  ];
}

function startServer(env: Record<string, string>) {
  return startServerProcess(env, 180_000);
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function main() {
  const secret = randomBytes(32).toString("hex");
  const token = randomBytes(32).toString("base64url");
  const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-admin-bench-"));
  let dbName: string | null = null;
  let databaseUrl: string | null = null;
  if (engine === "postgres") {
    dbName = `taaza_admin_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let failed = false;
  try {
    const seedStarted = performance.now();
    const handle = await openDatabase({ databaseUrl, dataDir });
    await handle.migrate();
    await seedAtScale(
      handle.db,
      { orders: ORDERS, customers: CUSTOMERS, products: PRODUCTS },
      { tokenHash: sessionTokenHash(token, secret) },
    );
    await handle.close();
    console.log(
      `Admin at scale on ${engine}: seeded ${ORDERS} orders, ${CUSTOMERS} customers, ${PRODUCTS} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    server = await startServer({ SESSION_SECRET: secret, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    console.log(
      `  ${RUNS} calls per endpoint, one at a time, from this process; server time from server-timing; ${availableParallelism()} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `  CPU per call, mean over the counted calls: the server process${engine === "postgres" ? " + its PostgreSQL connections" : " (PGlite runs inside it)"}`,
    );
    console.log(
      `  ${"endpoint".padEnd(28)} ${"server p50".padStart(10)} ${"server p95".padStart(10)} ${"round trip p95".padStart(14)} ${"CPU per call".padStart(20)}  rows  total`,
    );
    const headers = { authorization: `Bearer ${token}` };
    for (const probe of probes(Math.floor(ORDERS / 15 / 2), Math.floor(CUSTOMERS / 15 / 2))) {
      const serverMs: number[] = [];
      const roundTrip: number[] = [];
      let rows = 0;
      let total: number | string = "";
      let cpuBefore: CpuSnapshot = { server: 0, database: new Map() };
      for (let i = 0; i < RUNS + 3; i++) {
        if (i === 3) cpuBefore = await cpuSnapshot(serverUrl, server.pid, dbName);
        const started = performance.now();
        const res = await fetch(`${server.url}${probe.path}`, { headers });
        const body = (await res.json()) as { data?: unknown[]; total?: number };
        const elapsed = performance.now() - started;
        if (!res.ok) throw new Error(`${probe.path} -> ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        // The first three calls warm the plan caches and the JIT; they are not counted.
        if (i < 3) continue;
        serverMs.push(Number(/dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN));
        roundTrip.push(elapsed);
        rows = Array.isArray(body.data) ? body.data.length : 0;
        total = body.total ?? "";
      }
      const cpu = cpuMillisecondsBetween(cpuBefore, await cpuSnapshot(serverUrl, server.pid, dbName));
      const cpuText =
        `${((cpu.server + cpu.database) / RUNS).toFixed(1)} ms` +
        (dbName ? ` (${(cpu.server / RUNS).toFixed(1)} + ${(cpu.database / RUNS).toFixed(1)})` : "");
      const p95 = percentile(serverMs, 0.95);
      if (p95 > GOAL_MS) failed = true;
      console.log(
        `  ${probe.name.padEnd(28)} ${`${percentile(serverMs, 0.5).toFixed(1)} ms`.padStart(10)} ${`${p95.toFixed(1)} ms`.padStart(10)} ${`${percentile(roundTrip, 0.95).toFixed(1)} ms`.padStart(14)} ${cpuText.padStart(20)}  ${String(rows).padStart(4)}  ${total}${p95 > GOAL_MS ? "   over 50 ms" : ""}`,
      );
    }
    console.log(
      `  load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await server?.stop();
    if (dbName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? `SOME OVER ${GOAL_MS} ms` : `ALL WITHIN ${GOAL_MS} ms`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
