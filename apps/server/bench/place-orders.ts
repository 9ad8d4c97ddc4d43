/**
 * Checkout throughput on PostgreSQL, with the load in a separate process from the shop.
 *
 * Creates a fresh database, seeds products, a pincode and customer accounts straight in SQL
 * (each with a session and an address, so Argon2 sign-ups do not dominate), starts the real
 * server as its own process in production mode, and runs C concurrent customers for a fixed
 * time. Each order: add a basket line, POST /api/order, test approval, POST /api/order/validate.
 * It prints orders/s, latency percentiles of the whole order and of each call, and the SQL
 * statements per order with their share of the server's time (read from the server's /metrics,
 * which counts every statement at the driver, BEGIN and COMMIT included). Then it checks that
 * every order it was told about exists with the right total and that every basket is empty;
 * exit 1 otherwise.
 *
 * Run: npx tsx bench/place-orders.ts [customers=20] [seconds=10]
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SERVER=dist
 * to run the compiled server (npm run build -w apps/server first), DATABASE_POOL_MAX,
 * BENCH_NODE_FLAGS (the server's node flags, e.g. --cpu-prof), BENCH_DRAIN_SECONDS (afterwards,
 * let the outbox dispatcher render the waiting confirmations and print their cost), and
 * OUTBOX_INTERVAL_SECONDS (the server's; 3600 keeps the dispatcher out of the measured window).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { DEFAULT_POOL_MAX, openDatabase } from "../src/platform/database/client.ts";
import { sessionTokenHash } from "../src/modules/accounts/index.ts";
import { KeepAliveConnection } from "./keep-alive-client.ts";
import { cpuMillisecondsBetween, cpuSnapshot } from "./process-cpu.ts";
import { startServerProcess } from "./server-process.ts";

const customers = Number(process.argv[2] ?? process.env.BENCH_CUSTOMERS ?? 20);
const seconds = Number(process.argv[3] ?? process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 0);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DELIVERY_PAISE = 4900;
const PRODUCTS = 200;
// POST /api/order allows 20 a minute per customer: each account places at most this many.
const ORDERS_PER_ACCOUNT = 18;
const ACCOUNTS = 2000;

const STEPS = ["basket line", "POST /order", "test approve", "/order/validate"] as const;
type Step = (typeof STEPS)[number];

interface Account {
  index: number;
  id: string;
  token: string;
  addressId: string;
  used: number;
}

async function main() {
  if (!Number.isInteger(customers) || customers < 1) throw new Error(`customers must be a positive whole number, got ${process.argv[2]}`);
  const dbName = `taaza_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const secret = randomBytes(32).toString("hex");
  const metricsToken = randomBytes(16).toString("hex");
  const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-bench-"));
  let failed: boolean;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await handle.migrate();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { prices, accounts } = await seed(client, secret);
      server = await startServer({ databaseUrl, secret, metricsToken, dataDir });
      const base = server.url;
      const { hostname, port } = new URL(base);
      const connections: KeepAliveConnection[] = [];

      console.log(
        `Placing orders: ${customers} concurrent customers for ${seconds} s (after ${WARMUP_SECONDS} s warm-up), server in its own process (${server.command}), PostgreSQL`,
      );
      console.log(
        `  machine: ${availableParallelism()} CPUs, load average before ${loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
      );
      console.log(
        `  server: DATABASE_NAMED_STATEMENTS=${process.env.DATABASE_NAMED_STATEMENTS ?? "unset (on: straight to PostgreSQL)"}, OUTBOX_INTERVAL_SECONDS=${process.env.OUTBOX_INTERVAL_SECONDS ?? "5"}, pool ${process.env.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX}`,
      );
      const placed: { account: Account; productId: string; quantity: number; total: number }[] = [];
      const timings: { flow: number; steps: Record<Step, number> }[] = [];
      const errors: string[] = [];
      let next = 0;
      const takeAccount = () => {
        const account = accounts[next % accounts.length]!;
        next++;
        if (account.used >= ORDERS_PER_ACCOUNT) throw new Error("ran out of accounts: raise ACCOUNTS");
        account.used++;
        return account;
      };
      let measuring = false;
      let stopAt = Number.POSITIVE_INFINITY;
      const worker = async () => {
        const connection = new KeepAliveConnection(hostname, Number(port));
        connections.push(connection);
        const call: Call = (method, urlPath, token, body) => api(connection, method, urlPath, token, body);
        while (performance.now() < stopAt) {
          const account = takeAccount();
          const product = prices[(account.index * 7 + account.used) % prices.length]!;
          const quantity = 1 + (account.used % 3);
          const counted = measuring;
          try {
            const t = await orderFlow(call, account, product.id, quantity);
            const total = product.unitPaise * quantity + DELIVERY_PAISE;
            placed.push({ account, productId: product.id, quantity, total });
            if (counted && measuring) timings.push(t);
          } catch (error) {
            errors.push((error as Error).message);
          }
        }
      };
      const workers = Array.from({ length: customers }, worker);
      // Warm-up (JIT, pool connections), then the measured window between two metrics reads.
      await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
      const before = await readMetrics(base, metricsToken);
      const cpuBefore = await cpuSnapshot(serverUrl, server.pid, dbName);
      const loadCpuBefore = process.cpuUsage();
      const started = performance.now();
      measuring = true;
      const loadDuring: number[] = [];
      const loadTimer = setInterval(() => loadDuring.push(loadavg()[0]!), 1000);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      measuring = false;
      const elapsed = (performance.now() - started) / 1000;
      const after = await readMetrics(base, metricsToken);
      const loadCpu = process.cpuUsage(loadCpuBefore);
      const cpu = cpuMillisecondsBetween(cpuBefore, await cpuSnapshot(serverUrl, server.pid, dbName));
      clearInterval(loadTimer);
      stopAt = 0;
      await Promise.all(workers);
      for (const connection of connections) connection.close();

      const orders = after.orders - before.orders;
      const statements = after.statements - before.statements;
      const sqlSeconds = after.sqlSeconds - before.sqlSeconds;
      const serverSeconds = after.requestSeconds - before.requestSeconds;
      console.log(
        `  throughput:       ${(orders / elapsed).toFixed(1)} orders/s (${orders} orders in ${elapsed.toFixed(2)} s; ${errors.length} errors)`,
      );
      report(
        "whole order",
        timings.map((t) => t.flow),
      );
      for (const step of STEPS)
        report(
          step,
          timings.map((t) => t.steps[step]),
        );
      console.log(
        `  SQL statements:   ${(statements / orders).toFixed(2)} per order (${statements} for ${orders} orders, counted by the server's driver; the outbox dispatcher's too, if it ran in the window)`,
      );
      console.log(
        `  SQL time share:   ${((100 * sqlSeconds) / serverSeconds).toFixed(0)}% of the server's request time (${((sqlSeconds * 1000) / orders).toFixed(1)} ms of statements per order, ${((serverSeconds * 1000) / orders).toFixed(1)} ms of requests)`,
      );
      const loadMs = (loadCpu.user + loadCpu.system) / 1000;
      console.log(
        `  CPU per order:    ${((cpu.server + cpu.database + loadMs) / orders).toFixed(1)} ms = server ${(cpu.server / orders).toFixed(1)} + its PostgreSQL connections ${(cpu.database / orders).toFixed(1)} + this load generator ${(loadMs / orders).toFixed(1)} (from /proc; ${availableParallelism()} CPUs give ${((availableParallelism() * 1000 * orders) / (cpu.server + cpu.database + loadMs)).toFixed(0)} orders/s at most at this cost)`,
      );
      const outbox = await outboxBacklog(client);
      console.log(
        `  outbox:           ${outbox.waiting} order confirmations waiting, ${outbox.done} rendered (the dispatcher runs in the server, every OUTBOX_INTERVAL_SECONDS)`,
      );
      console.log(
        `  load average:     ${Math.min(...loadDuring).toFixed(2)}-${Math.max(...loadDuring).toFixed(2)} during the run (1-minute, from the OS)`,
      );
      for (const message of [...new Set(errors)].slice(0, 5)) console.error(`  error: ${message}`);
      failed = !(await verify(client, placed)) || errors.length > 0;
      if (drainSeconds > 0) await drainOutbox(client, base, metricsToken, server.pid, dbName);
    } finally {
      await client.end();
    }
  } finally {
    await server?.stop();
    await handle.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? "FAILED" : "OK");
  process.exit(failed ? 1 : 0);
}

type Call = <T>(method: string, urlPath: string, token: string | null, body?: unknown) => Promise<T>;

async function orderFlow(call: Call, account: Account, productId: string, quantity: number) {
  const start = performance.now();
  const steps = {} as Record<Step, number>;
  let mark = start;
  const lap = (step: Step) => {
    const now = performance.now();
    steps[step] = now - mark;
    mark = now;
  };
  await call("POST", `/api/users/${account.id}/cart`, account.token, { productId, quantity });
  lap("basket line");
  const checkout = await call<{ order: { id: string } }>("POST", "/api/order", account.token, {
    addressId: account.addressId,
    day: "Tomorrow",
    slot: "8AM-10AM",
  });
  lap("POST /order");
  const fields = await call("POST", `/api/payments/test/${checkout.order.id}/approve`, account.token);
  lap("test approve");
  await call("POST", "/api/order/validate", account.token, fields);
  lap("/order/validate");
  return { flow: performance.now() - start, steps };
}

/** Products (every other one on sale), one pincode, and accounts with a session and an address. */
async function seed(client: pg.Client, secret: string) {
  await client.query(`insert into categories (name) values ('SeaWater')`);
  await client.query(`insert into product_tags (name) values ('Pomfret')`);
  await client.query(
    `insert into pincodes (pincode, name, delivery_charges_paise, status) values ('400001', 'Fort', ${DELIVERY_PAISE}, true)`,
  );
  const products = await client.query<{ id: string; unit: number }>(
    `insert into products (name, description, category, product_tag, note, weight_grams, default_price_paise, sale_price_paise)
     select 'Bench Fish ' || i, 'Benchmark product', 'SeaWater', 'Pomfret', 'Keep cold', 500, 20000 + 731 * i,
            case when i % 2 = 0 then 20000 + 731 * i - 1999 end
     from generate_series(1, ${PRODUCTS}) as i
     returning id, coalesce(sale_price_paise, default_price_paise) as unit`,
  );
  const users = await client.query<{ id: string; i: number }>(
    `insert into users (user_code, username, email, user_type)
     select 'B' || lpad(i::text, 9, '0'), 'Bench Customer ' || i, 'bench-' || i || '@example.in', 'User'
     from generate_series(1, ${ACCOUNTS}) as i
     returning id, substring(user_code from 2)::int as i`,
  );
  const tokens = users.rows.map(() => randomBytes(32).toString("base64url"));
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day'`,
    [users.rows.map((u) => u.id), tokens.map((t) => sessionTokenHash(t, secret))],
  );
  const addresses = await client.query<{ id: string; user_id: string }>(
    `insert into addresses (user_id, first_name, last_name, address, landmark, state, city, pincode, phone_no, tag)
     select id, 'Bench', 'Customer', '12 Marine Drive', 'Near Oval', 'Maharashtra', 'Mumbai', '400001', '9820012345', 'home1'
     from users where user_type = 'User'
     returning id, user_id`,
  );
  const addressOf = new Map(addresses.rows.map((a) => [a.user_id, a.id]));
  const accounts: Account[] = users.rows.map((u, k) => ({
    index: u.i,
    id: u.id,
    token: tokens[k]!,
    addressId: addressOf.get(u.id)!,
    used: 0,
  }));
  return { prices: products.rows.map((p) => ({ id: p.id, unitPaise: Number(p.unit) })), accounts };
}

function startServer(options: { databaseUrl: string; secret: string; metricsToken: string; dataDir: string }) {
  return startServerProcess(
    { DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl, SESSION_SECRET: options.secret, METRICS_TOKEN: options.metricsToken },
    120_000,
  );
}

async function api<T>(connection: KeepAliveConnection, method: string, urlPath: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await connection.request(method, urlPath, headers, body === undefined ? undefined : JSON.stringify(body));
  if (res.status >= 400)
    throw new Error(`${method} ${urlPath.replace(/[0-9a-f-]{36}|order_\w+/g, ":id")} -> ${res.status} ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text) as T;
}

/** The server's own counters: orders placed, statements and their time, time spent answering. */
async function readMetrics(base: string, token: string) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics -> ${res.status}`);
  const text = await res.text();
  const value = (name: string) => {
    let sum = 0;
    for (const line of text.split("\n"))
      if (line.startsWith(name) && /^[a-z_]+(\{[^}]*\})? /.test(line)) sum += Number(line.split(" ").at(-1));
    return sum;
  };
  return {
    orders: value("taaza_orders_placed_total"),
    statements: value("db_statements_total"),
    sqlSeconds: value("db_statement_seconds_total"),
    requestSeconds: value("http_request_duration_seconds_sum"),
  };
}

/**
 * With BENCH_DRAIN_SECONDS: after the load, waits (up to that long) for the server's outbox
 * dispatcher to render the order confirmations still waiting, and prints what each cost the
 * server and its database connections (CPU from /proc) and in statements: the part of an
 * order's work that happens after its four calls.
 */
async function drainOutbox(client: pg.Client, base: string, metricsToken: string, serverPid: number, dbName: string) {
  const start = await outboxBacklog(client);
  const metricsBefore = await readMetrics(base, metricsToken);
  const cpuBefore = await cpuSnapshot(serverUrl, serverPid, dbName);
  const deadline = performance.now() + drainSeconds * 1000;
  let now = start;
  while (now.waiting > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    now = await outboxBacklog(client);
  }
  const cpu = cpuMillisecondsBetween(cpuBefore, await cpuSnapshot(serverUrl, serverPid, dbName));
  const metricsAfter = await readMetrics(base, metricsToken);
  const rendered = now.done - start.done;
  if (rendered === 0) {
    console.log(`  outbox drain:     nothing rendered in ${drainSeconds} s (is OUTBOX_INTERVAL_SECONDS 0 or long?)`);
    return;
  }
  // The bench's own metrics reads and backlog polls are a handful of statements: not subtracted.
  const statements = metricsAfter.statements - metricsBefore.statements;
  console.log(
    `  outbox drain:     ${rendered} confirmations rendered after the load (${now.waiting} left): ${((cpu.server + cpu.database) / rendered).toFixed(1)} ms CPU each = server ${(cpu.server / rendered).toFixed(1)} + PostgreSQL ${(cpu.database / rendered).toFixed(1)}; ${(statements / rendered).toFixed(1)} statements each`,
  );
}

/** Order confirmations the server's outbox dispatcher has rendered (and kept: no SMTP here), and those still waiting. */
async function outboxBacklog(client: pg.Client) {
  const { rows } = await client.query<{ waiting: number; done: number }>(
    `select count(*) filter (where status = 'pending')::int as waiting, count(*) filter (where status <> 'pending')::int as done from outbox_messages where kind = 'order-confirmed'`,
  );
  return rows[0]!;
}

/** Every order the load was told about exists once, with its basket's total; no basket line is left. */
async function verify(
  client: pg.Client,
  placed: { account: Account; productId: string; quantity: number; total: number }[],
): Promise<boolean> {
  const problems: string[] = [];
  const rows = await client.query<{ n: number; wrong: number }>(
    `select count(*)::int as n,
            count(*) filter (where o.subtotal_paise + o.delivery_charge_paise <> o.bill_price_paise
              or o.bill_price_paise <> (select sum(i.unit_price_paise * i.quantity) from order_items i where i.order_id = o.id) + o.delivery_charge_paise)::int as wrong
     from orders o`,
  );
  const { n, wrong } = rows.rows[0]!;
  if (n !== placed.length) problems.push(`${placed.length} orders answered, ${n} in the database`);
  if (wrong > 0) problems.push(`${wrong} orders whose items do not add up to the bill`);
  const expected = placed.reduce((sum, p) => sum + p.total, 0);
  const actual = Number(
    (await client.query<{ total: string }>("select coalesce(sum(bill_price_paise), 0) as total from orders")).rows[0]!.total,
  );
  if (actual !== expected) problems.push(`orders total ${actual} paise, expected ${expected}`);
  const left = (await client.query<{ n: number }>("select count(*)::int as n from cart_lines")).rows[0]!.n;
  if (left !== 0) problems.push(`${left} basket lines left after paying`);
  for (const p of problems) console.error(`  check failed: ${p}`);
  if (problems.length === 0)
    console.log(`  check:            ${n} orders, each total = items + delivery, grand total as the load expected, baskets empty`);
  return problems.length === 0;
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (v: number) => `${Math.round(v)} ms`.padStart(8);

function report(label: string, values: number[]) {
  console.log(
    `  ${`${label}:`.padEnd(18)}p50 ${ms(percentile(values, 0.5))}   p95 ${ms(percentile(values, 0.95))}   max ${ms(Math.max(...values))}`,
  );
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

await main();
