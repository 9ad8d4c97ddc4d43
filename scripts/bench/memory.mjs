#!/usr/bin/env node
// Resident memory (RSS) of one production process of the shop on PostgreSQL: the compiled
// server (`node apps/server/dist/main.js`, NODE_ENV=production) on a fresh database with the
// demo catalog, measured idle, then while a separate process (memory-load.mjs) reads the
// catalog and places orders, then idle again. Run `npm run build -w apps/server` first.
// It starts the process as `npm start` does (the V8 and malloc settings below); with --untuned,
// as a bare `node apps/server/dist/main.js`, for comparison.
// Usage: node scripts/bench/memory.mjs [load-seconds] [--untuned]   (BENCH_DATABASE_URL: the server)
/* global fetch, setTimeout, setInterval, clearInterval */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, ROOT } from "./start-shop.mjs";

const LIMIT_MB = 150;
const untuned = process.argv.includes("--untuned");
const seconds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20);
// The same settings as apps/server's `npm start`: a young generation of 2 MB semi-spaces and an
// old generation capped at 128 MB make V8 collect sooner instead of growing; two malloc arenas
// keep native allocations from the thread pool from spreading over many.
const NODE_FLAGS = untuned ? [] : ["--max-semi-space-size=2", "--max-old-space-size=128"];
const MALLOC = untuned ? {} : { MALLOC_ARENA_MAX: "2" };
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dbName = `taaza_memory_${randomBytes(4).toString("hex")}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on("error", () => undefined);
  await client.connect();
  await client.query(statement);
  await client.end();
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

await onServer(`create database ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-memory-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: url.toString(),
  LOG_LEVEL: "warn",
  SESSION_SECRET: randomBytes(32).toString("hex"),
  PAYMENTS_TEST_MODE: "true",
  AUTH_RATE_LIMIT: "100000",
  ...MALLOC,
};
const base = `http://127.0.0.1:${port}`;

async function startServer(seed) {
  const child = spawn(process.execPath, [...NODE_FLAGS, "apps/server/dist/main.js"], {
    cwd: ROOT,
    env: { ...env, SEED_DEMO: String(seed) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(200);
  }
  throw new Error("server did not become ready");
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

let exitCode;
try {
  // The demo catalog is drawn once by a first process; the measured one starts as a restarted
  // production process does, with its images and data already there.
  await stop(await startServer(true));
  const server = await startServer(false);
  await fetch(`${base}/api/products`);
  await sleep(3000);
  const idle = rssMb(server.pid);

  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const load = spawn(process.execPath, ["scripts/bench/memory-load.mjs", base, String(seconds)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let loadOutput = "";
  load.stdout.on("data", (chunk) => (loadOutput += chunk));
  const load1 = loadavg()[0];
  await new Promise((resolve) => load.once("exit", resolve));
  clearInterval(sampler);
  const counts = JSON.parse(loadOutput.trim().split("\n").pop() || "{}");
  await sleep(3000);
  const after = rssMb(server.pid);
  await stop(server);

  const mb = (v) => `${v.toFixed(0)} MB`;
  const settings = untuned ? "untuned" : `${NODE_FLAGS.join(" ")} MALLOC_ARENA_MAX=2`;
  console.log(
    `Memory of one production process on PostgreSQL (${settings}; ${new Date().toISOString().slice(0, 10)}, node ${process.version}, load average ${load1.toFixed(2)})`,
  );
  console.log(`  idle after start:     ${mb(idle)}`);
  console.log(
    `  peak under ${seconds} s load: ${mb(peak)}   (${counts.reads} catalog reads, ${counts.orders} orders, ${counts.errors} errors)`,
  );
  console.log(`  idle after the load:  ${mb(after)}`);
  const ok = peak <= LIMIT_MB && counts.errors === 0 && counts.orders > 0;
  console.log(ok ? `PASS: at most ${LIMIT_MB} MB resident` : `FAIL: over ${LIMIT_MB} MB, or the load had errors`);
  exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await onServer(`drop database if exists ${dbName} with (force)`);
}
process.exit(exitCode);
