#!/usr/bin/env node
/**
 * `npm run test:faults`: faults in the middle of load on the cluster (nginx, 3 shops, PgBouncer,
 * Redis), then the books are checked from the database.
 *
 *   t+5 s   kill -9 one shop process (the supervisor below restarts it, as systemd would)
 *   t+15 s  every database connection is cut at once: the PostgreSQL backends of the shop's
 *           database (pg_terminate_backend) and the shops' connections to PgBouncer (KILL)
 *   t+25 s  the cluster's Redis stops, and starts again 10 s later
 * (a fault waits for the window of the one before to close; the load lasts 50 s)
 *
 * Any shop process that ends on its own (a crash) is logged and restarted, and its downtime
 * widens that fault's window. Each fault window runs from the fault until the shop has recovered
 * (processes ready again, Redis back) plus 6 s, as nginx keeps a shop that failed out for 5 s.
 *
 * Verdict (PASS only if all hold): every payment the test provider approved has exactly one order; no order without an
 * approved payment; no duplicate order; no 5xx (or broken connection) outside the fault windows;
 * every shop comes back; no advisory lock leaked through PgBouncer. With --no-crashes also: no
 * shop ended except the one killed (a lost database connection must never end a process).
 */
/* global setTimeout */
import { readFileSync } from "node:fs";
import path from "node:path";
import { adminQuery, installPackages, NGINX_FAIL_TIMEOUT_S, startCluster } from "./start-cluster.mjs";
import { stopAllOnExit } from "./processes.mjs";
import { startLoad, summarize, describe } from "./run-load.mjs";

const LOAD_SECONDS = 50;
/** --no-crashes: a shop that ends on its own (anything but the planned kill -9) fails the test. */
const NO_CRASHES = process.argv.includes("--no-crashes");
/** After recovery: nginx's passive health check keeps a failed shop out a little longer, then 1 s for requests in flight. */
const SETTLE_MS = (NGINX_FAIL_TIMEOUT_S + 1) * 1000;
const at = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (Date.now() - loadStarted))));
let loadStarted = 0;
const t = () => `t+${((Date.now() - loadStarted) / 1000).toFixed(1)} s`;

/** Restarts any shop that ends, and remembers when each one was down. */
function supervise(cluster) {
  const downtimes = [];
  let stopping = false;
  async function watch(i) {
    while (!stopping) {
      const { code, signal } = await cluster.shopExited(i);
      if (stopping) return;
      const down = { shop: i + 1, from: Date.now(), to: null, cause: signal ?? `exit code ${code}` };
      downtimes.push(down);
      console.log(`${t()} shop ${i + 1} ended (${down.cause}); restarting it`);
      try {
        await cluster.startShop(i);
      } catch (error) {
        down.failed = error.message;
        console.log(`${t()} shop ${i + 1} did not come back: ${error.message}`);
        return;
      }
      down.to = Date.now();
      console.log(`${t()} shop ${i + 1} is back after ${((down.to - down.from) / 1000).toFixed(1)} s`);
    }
  }
  for (let i = 0; i < cluster.shops; i++) void watch(i);
  return {
    downtimes,
    stop: () => (stopping = true),
    /** Resolves once no shop is down (or being restarted). */
    async allUp() {
      while (downtimes.some((d) => d.to === null && !d.failed)) await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
}

/**
 * A session advisory lock taken through PgBouncer's transaction pooling stays on whichever server
 * connection ran it (the migration lock at start), and a later start waits for it forever. Seen
 * as: a backend waiting for an advisory lock for more than 8 s. Each
 * one is counted (it fails the test) and its holder terminated, so the rest of the test goes on.
 */
function watchAdvisoryLeaks(cluster) {
  const leaks = [];
  let stopping = false;
  // No migration is pending during the test, so waiting 8 s for the lock can only mean a leak.
  const query = `select distinct held.pid from pg_locks waiting
      join pg_locks held on held.locktype = 'advisory' and held.granted and held.objid = waiting.objid and held.classid = waiting.classid
      join pg_stat_activity waiter on waiter.pid = waiting.pid
    where waiting.locktype = 'advisory' and not waiting.granted and waiter.query_start < now() - interval '8 seconds'`;
  void (async () => {
    while (!stopping) {
      const { rows } = await adminQuery(query, cluster.database).catch(() => ({ rows: [] }));
      for (const { pid } of rows) {
        leaks.push({ at: Date.now(), pid });
        console.log(
          `${t()} a shop start waits for an advisory lock held by pooled connection ${pid} (leaked through transaction pooling); terminating it`,
        );
        await adminQuery(`select pg_terminate_backend(${Number(pid)})`).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return { leaks, stop: () => (stopping = true) };
}

/**
 * Each fault is a function that causes it and returns once the shop has recovered. It starts at
 * its planned time or, if later, once the window of the fault before has closed, so windows never
 * overlap and every failed request belongs to one fault.
 */
async function injectFaults(cluster, supervisor) {
  const faults = [
    {
      plannedMs: 5000,
      name: "kill -9 shop 2",
      async cause() {
        console.log(`${t()} kill -9 shop 2 (pid ${cluster.shopPid(1)})`);
        await cluster.killShop(1);
      },
    },
    {
      plannedMs: 15_000,
      name: "database connections cut",
      async cause() {
        const { rows } = await adminQuery(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = '${cluster.database}' and pid <> pg_backend_pid()`,
        );
        // And the shops' own connections to PgBouncer, as a PgBouncer restart would drop them.
        await cluster.pgbouncer(`KILL ${cluster.database}`);
        await cluster.pgbouncer(`RESUME ${cluster.database}`);
        console.log(`${t()} terminated ${rows[0].n} PostgreSQL connections and every client connection to PgBouncer`);
        // Crashes from the cut show up within a moment; give them that moment before waiting for restarts.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      },
    },
    {
      plannedMs: 25_000,
      name: "Redis stopped for 10 s",
      async cause() {
        console.log(`${t()} Redis stops`);
        await cluster.stopRedis();
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await cluster.startRedis();
        console.log(`${t()} Redis is back`);
      },
    },
  ];
  const windows = [];
  for (const fault of faults) {
    const previousEnd = windows.at(-1)?.to ?? 0;
    await at(Math.max(fault.plannedMs, previousEnd - loadStarted + 1000));
    const from = Date.now();
    await fault.cause();
    await supervisor.allUp();
    windows.push({ name: fault.name, from, to: Date.now() + SETTLE_MS });
  }
  return windows;
}

/** The books: approved payments against orders, straight from the database. */
async function checkBooks(cluster, approvals) {
  const { rows: orders } = await adminQuery(
    "select o.provider_order_id, o.bill_price_paise, c.status, c.amount_paise from orders o join checkouts c on c.id = o.checkout_id",
    cluster.database,
  );
  const { rows: duplicates } = await adminQuery(
    "select provider_order_id from orders group by provider_order_id having count(*) > 1 union all select checkout_id::text from orders group by checkout_id having count(*) > 1",
    cluster.database,
  );
  const ordersByPayment = new Map(orders.map((o) => [o.provider_order_id, o]));
  const approved = new Set(approvals.map((a) => a.providerOrderId));
  const approvedWithoutOrder = [...approved].filter((id) => !ordersByPayment.has(id));
  const withoutPayment = orders.filter(
    (o) => !approved.has(o.provider_order_id) || o.status !== "paid" || o.amount_paise !== o.bill_price_paise,
  );
  return { approved: approved.size, orders: orders.length, approvedWithoutOrder, withoutPayment, duplicates };
}

installPackages();
let cluster;
stopAllOnExit(() => cluster?.stop());
try {
  // One client address drives all the sign-ups: the per-address login limit would refuse them.
  cluster = await startCluster({ name: "faults", basePort: Number(process.env.CLUSTER_PORT ?? 3645), env: { AUTH_RATE_LIMIT: "1000000" } });
  const supervisor = supervise(cluster);
  const lockWatch = watchAdvisoryLeaks(cluster);
  loadStarted = Date.now();
  const load = startLoad({
    url: cluster.url,
    seconds: LOAD_SECONDS,
    readers: 8,
    buyers: 6,
    grace: 30,
    outFile: path.join(cluster.runDir, "load.json"),
  });
  const windows = await injectFaults(cluster, supervisor);
  const report = await load.done;
  supervisor.stop();
  lockWatch.stop();
  const books = await checkBooks(cluster, report.approvals);

  const inWindow = (f) => windows.find((w) => f.at >= w.from && f.at <= w.to);
  // A purchase given up is not a response of its own; the books below say whether it mattered.
  const abandoned = report.failures.filter((f) => f.kind === "flow");
  const errors = report.failures.filter((f) => f.kind !== "flow");
  const outside = errors.filter((f) => !inWindow(f));
  console.log(`\nload: ${describe(summarize(report))}`);
  for (const w of windows) {
    const inside = errors.filter((f) => inWindow(f) === w);
    // Reads (GET) are what nginx may send to another shop; writes it never resends once sent.
    const reads = inside.filter((f) => f.method === "GET");
    const writes = inside.filter((f) => f.method !== "GET");
    console.log(
      `fault "${w.name}": ${((w.to - w.from) / 1000).toFixed(1)} s window, ${inside.length} failed requests in it: ` +
        `${reads.length} reads (${statusCounts(reads)}), ${writes.length} writes (${statusCounts(writes)})`,
    );
  }
  for (const d of supervisor.downtimes) {
    console.log(
      `shop ${d.shop} ended (${d.cause}) and ${d.failed ? `did not come back: ${d.failed}` : `was restarted in ${((d.to - d.from) / 1000).toFixed(1)} s`}`,
    );
  }
  console.log(`nginx error log: ${nginxErrors(cluster.runDir)}`);
  console.log(`purchases given up by a buyer: ${abandoned.length}`);
  for (const f of abandoned.slice(0, 5)) console.log(`  t+${((f.at - loadStarted) / 1000).toFixed(1)} s ${f.url}`);
  for (const f of outside.slice(0, 10))
    console.log(`  outside a fault window: t+${((f.at - loadStarted) / 1000).toFixed(1)} s ${f.status} ${f.kind} ${f.url}`);
  const crashes = supervisor.downtimes.length - 1;
  console.log(`approved payments ${books.approved}, orders ${books.orders}; shops that ended on their own and were restarted: ${crashes}`);

  // Each check is a count that must be 0.
  const checks = [
    ["approved payments without an order", books.approvedWithoutOrder.length],
    ["orders without an approved, matching payment", books.withoutPayment.length],
    ["duplicate orders", books.duplicates.length],
    ["5xx or broken connections outside the fault windows", outside.length],
    ["shops that did not come back", supervisor.downtimes.filter((d) => d.failed).length],
    ["advisory locks leaked through PgBouncer (a start waited on them)", lockWatch.leaks.length],
    ["faults that started after the load had ended", windows.filter((w) => w.from > report.deadline).length],
    ["loads that placed no order at all", books.approved === 0 ? 1 : 0],
    ...(NO_CRASHES ? [["shops that ended on their own (--no-crashes)", crashes]] : []),
  ];
  for (const [label, count] of checks) console.log(`${label}: ${count}`);
  const failed = checks.filter(([, count]) => count > 0);
  const pass = failed.length === 0;
  await cluster.stop({ keepRunDir: !pass });
  const counts = `${books.approved} approved payments, ${books.orders} orders, ${books.approvedWithoutOrder.length} missing, ${books.duplicates.length} duplicates, ${outside.length} errors outside fault windows, ${crashes} crashes restarted`;
  console.log(
    pass ? `PASS test:faults: ${counts}` : `FAIL test:faults: ${failed.map(([label, count]) => `${label}: ${count}`).join("; ")}`,
  );
  process.exit(pass ? 0 : 1);
} catch (error) {
  console.error(error);
  await cluster?.stop({ keepRunDir: true });
  console.log(`FAIL test:faults: ${error.message}`);
  process.exit(1);
}

/** What nginx saw, in a few words: how often each kind of upstream error was logged. */
function nginxErrors(runDir) {
  const log = readFileSync(path.join(runDir, "nginx-error.log"), "utf8");
  const kinds = ["no live upstreams", "connect() failed", "upstream prematurely closed", "upstream timed out", "reset by peer"];
  return kinds.map((kind) => `${log.split(kind).length - 1} x "${kind}"`).join(", ");
}

function statusCounts(failures) {
  const counts = {};
  for (const f of failures)
    counts[f.status === 0 ? "no response" : f.status] = (counts[f.status === 0 ? "no response" : f.status] ?? 0) + 1;
  return (
    Object.entries(counts)
      .map(([status, n]) => `${n} x ${status}`)
      .join(", ") || "none"
  );
}
