/**
 * N customers placing orders at once through the real HTTP API on PostgreSQL:
 * sign up -> two basket lines -> address -> POST /order -> test approval -> POST /order/validate.
 * Prints orders per second and latency percentiles, then checks that exactly N orders exist with
 * the right totals (exit 1 otherwise). Run: npx tsx bench/place-orders.ts [customers]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { cartLines, categories, orderItems, orders, pincodes, products, productTags } from "../src/db/schema.ts";
import { folderImageStore } from "../src/modules/uploads/index.ts";

const customers = Number(process.argv[2] ?? process.env.BENCH_CUSTOMERS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DELIVERY_PAISE = 4900;

const STEPS = ["signup", "basket (2 lines)", "address", "POST /order", "test approve", "/order/validate"] as const;
type Step = (typeof STEPS)[number];

interface Timings {
  flow: number;
  steps: Record<Step, number>;
}

async function main() {
  if (!Number.isInteger(customers) || customers < 1) throw new Error(`customers must be a positive whole number, got ${process.argv[2]}`);
  const dbName = `taaza_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${dbName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-bench-"));
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  let failed: boolean;
  try {
    await handle.migrate();
    const priced = await seed(handle.db, customers);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", AUTH_RATE_LIMIT: "1000000", SEED_DEMO: "false", DATA_DIR: dataDir });
    const app = await buildApp({ config, db: handle.db, images: folderImageStore(config.uploadDir), now: () => new Date() }, { webDist: null });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      console.log(`Placing orders: ${customers} concurrent customers over HTTP, PostgreSQL (pool of 10), ${availableParallelism()} CPUs`);
      const started = performance.now();
      const results = await Promise.allSettled(Array.from({ length: customers }, (_, i) => customerFlow(address, i, priced)));
      const seconds = (performance.now() - started) / 1000;
      const done = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      for (const r of results) if (r.status === "rejected") console.error(`  a customer failed: ${(r.reason as Error).message}`);
      console.log(`  throughput:       ${(done.length / seconds).toFixed(1)} orders/s (${done.length} orders in ${seconds.toFixed(2)} s, load average ${loadavg()[0]!.toFixed(1)})`);
      report("whole flow", done.map((t) => t.flow));
      for (const step of STEPS) report(step, done.map((t) => t.steps[step]));
      failed = !(await verify(handle.db, priced, customers)) || done.length !== customers;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? "FAILED" : "OK");
  process.exit(failed ? 1 : 0);
}

/** Effective unit prices of the seeded products, in paise, by id. */
type PriceList = { ids: string[]; unitPaise: Map<string, number> };

async function seed(db: Awaited<ReturnType<typeof openDatabase>>["db"], n: number): Promise<PriceList> {
  await db.insert(categories).values({ name: "SeaWater" });
  await db.insert(productTags).values({ name: "Pomfret" });
  await db.insert(pincodes).values({ pincode: "400001", name: "Fort", deliveryChargesPaise: DELIVERY_PAISE, status: true });
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: Math.max(n, 2) }, (_, i) => {
        const defaultPricePaise = 20000 + 731 * i;
        return {
          name: `Bench Fish ${i + 1}`,
          description: "Benchmark product",
          category: "SeaWater",
          productTag: "Pomfret",
          note: "Keep cold",
          weightGrams: 500,
          defaultPricePaise,
          // Every other product is on sale, so both sides of sale ?? default are exercised.
          salePricePaise: i % 2 === 0 ? defaultPricePaise - 1999 : null,
        };
      }),
    )
    .returning();
  return { ids: rows.map((r) => r.id), unitPaise: new Map(rows.map((r) => [r.id, r.salePricePaise ?? r.defaultPricePaise])) };
}

/** Customer i buys 1 of product i and 2 of product i+1. */
function basketOf(i: number, priced: PriceList) {
  const a = priced.ids[i % priced.ids.length]!;
  const b = priced.ids[(i + 1) % priced.ids.length]!;
  return [
    { productId: a, quantity: 1 },
    { productId: b, quantity: 2 },
  ];
}

function expectedTotal(i: number, priced: PriceList): number {
  return basketOf(i, priced).reduce((sum, l) => sum + priced.unitPaise.get(l.productId)! * l.quantity, 0) + DELIVERY_PAISE;
}

async function customerFlow(base: string, i: number, priced: PriceList): Promise<Timings> {
  const start = performance.now();
  const steps = {} as Record<Step, number>;
  let mark = start;
  const lap = (step: Step) => {
    const now = performance.now();
    steps[step] = now - mark;
    mark = now;
  };
  const email = `bench-${i}-${randomBytes(3).toString("hex")}@example.in`;
  const session = await api<{ user: { _id: string }; token: string }>(base, "POST", "/api/users/signup", null, {
    userId: "dummy",
    username: `Bench Customer ${i}`,
    email,
    password: "Fresh@Fish1",
  });
  lap("signup");
  const auth = session.token;
  const me = session.user._id;
  for (const line of basketOf(i, priced)) await api(base, "POST", `/api/users/${me}/cart`, auth, line);
  lap("basket (2 lines)");
  const user = await api<{ addresses: { _id: string }[] }>(base, "POST", `/api/users/${me}/address`, auth, {
    firstName: "Bench",
    lastName: "Customer",
    address: `${i} Marine Drive`,
    landmark: "Near Oval",
    state: "Maharashtra",
    city: "Mumbai",
    pincode: "400001",
    phoneNo: "9820012345",
    tag: "home1",
  });
  lap("address");
  const checkout = await api<{ order: { id: string; amount: number } }>(base, "POST", "/api/order", auth, {
    addressId: user.addresses[0]!._id,
    day: "Tomorrow",
    slot: "8AM-10AM",
    amount: expectedTotal(i, priced),
  });
  lap("POST /order");
  const fields = await api(base, "POST", `/api/payments/test/${checkout.order.id}/approve`, auth);
  lap("test approve");
  await api(base, "POST", "/api/order/validate", auth, fields);
  lap("/order/validate");
  return { flow: performance.now() - start, steps };
}

async function api<T = unknown>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Exactly one order per customer, each with the total its basket should cost, and baskets empty. */
async function verify(db: Awaited<ReturnType<typeof openDatabase>>["db"], priced: PriceList, n: number): Promise<boolean> {
  const rows = await db
    .select({
      id: orders.id,
      username: sql<string>`(select username from users where users.id = ${orders.userId})`,
      bill: orders.billPricePaise,
      subtotal: orders.subtotalPaise,
      delivery: orders.deliveryChargePaise,
      items: sql<number>`(select coalesce(sum(${orderItems.unitPricePaise} * ${orderItems.quantity}), 0) from ${orderItems} where ${eq(orderItems.orderId, orders.id)})`,
    })
    .from(orders);
  const problems: string[] = [];
  if (rows.length !== n) problems.push(`expected ${n} orders, found ${rows.length}`);
  const seen = new Set<number>();
  for (const row of rows) {
    const i = Number(row.username.replace("Bench Customer ", ""));
    if (seen.has(i)) problems.push(`customer ${i} has more than one order`);
    seen.add(i);
    const expected = expectedTotal(i, priced);
    if (row.bill !== expected) problems.push(`order ${row.id}: bill ${row.bill} paise, expected ${expected}`);
    if (Number(row.items) + row.delivery !== row.bill || row.subtotal + row.delivery !== row.bill) problems.push(`order ${row.id}: items do not add up to the bill`);
  }
  const [{ left }] = (await db.select({ left: sql<number>`count(*)::int` }).from(cartLines)) as [{ left: number }];
  if (left !== 0) problems.push(`${left} basket lines left after paying`);
  for (const p of problems) console.error(`  check failed: ${p}`);
  if (problems.length === 0) console.log(`  check:            ${rows.length} orders, one per customer, every total = sum(sale ?? default x qty) + delivery, baskets empty`);
  return problems.length === 0;
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (v: number) => `${Math.round(v)} ms`.padStart(8);

function report(label: string, values: number[]) {
  console.log(`  ${`${label}:`.padEnd(18)}p50 ${ms(percentile(values, 0.5))}   p95 ${ms(percentile(values, 0.95))}   max ${ms(Math.max(...values))}`);
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
