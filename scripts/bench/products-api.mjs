#!/usr/bin/env node
/* global fetch, Buffer */
/**
 * GET /api/products on the demo catalog, measured with autocannon (10 s, 50 connections) against
 * the real server, and in the same run against a plain node:http server that returns the very
 * same JSON bytes: the ceiling for this machine. Prints both and their ratio (aim: >= 0.5).
 *
 *   node scripts/bench/products-api.mjs                 # embedded PGlite (the default engine)
 *   DATABASE_URL=postgres://... node scripts/bench/products-api.mjs
 *   node scripts/bench/products-api.mjs --products 2000 # the catalog filled to 2,000 products first
 *   node scripts/bench/products-api.mjs --products 2000 --paths category,search --rounds 3
 *
 * `--paths` picks what to measure, each against its own plain server sending its bytes: `list`
 * (GET /api/products, the default), `category` (a category page as the web app asks for it) and
 * `search` (GET /api/products?search=). With `--products` and DATABASE_URL, use a scratch
 * database: bench products are added to it.
 *
 * `--rounds N` measures each path N times, the two servers taking turns to go first, and prints
 * the median ratio: on a shared machine the floor's own rate swings by a quarter from one run to
 * the next, so one pair is a coin toss near the line.
 *
 * Both servers run in their own processes; autocannon runs here. Nothing is built.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { cpuMs } from "./process-cpu.mjs";
import { freePort, ROOT, startShop } from "./start-shop.mjs";

const { values: args } = parseArgs({
  options: { products: { type: "string" }, paths: { type: "string", default: "list" }, rounds: { type: "string", default: "1" } },
});
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a positive whole number, got ${args.rounds}`);
const PATHS = {
  list: "/api/products",
  category: "/api/products?category=SeaWater&page=1&limit=20",
  search: "/api/products?search=pomfret",
};

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * @param {string} url
 * @returns {Promise<autocannon.Result>}
 */
function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

/**
 * @param {string} url
 * @param {number} pid the server's process
 */
async function measure(url, pid) {
  const before = cpuMs(pid);
  const result = await run(url);
  return { result, cpuPerRequestUs: ((cpuMs(pid) - before) / result.requests.total) * 1000 };
}

/**
 * The plain server: node:http answering every request with the same bytes, nothing else.
 * @param {Buffer} body
 */
async function startPlain(body) {
  const dir = mkdtempSync(path.join(tmpdir(), "taaza-plain-"));
  const file = path.join(dir, "products.json");
  writeFileSync(file, body);
  const port = await freePort();
  const code = `
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    require("node:http").createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => process.stdout.write("ready\\n"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (c) => reject(new Error(`plain server exited with ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/products`,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      child.kill();
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {string} text
 * @returns {unknown}
 */
const parseJson = (text) => JSON.parse(text);

/** Fills the catalog to `--products` before the shop starts (its demo catalog then stays out). */
async function fillCatalog(/** @type {string} */ dataDir) {
  if (!args.products) return;
  const out = execFileSync(process.execPath, ["--import", "tsx", "apps/server/bench/seed-catalog.ts", args.products], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  process.stdout.write(out);
}

const shop = await startShop({ prepare: fillCatalog });
try {
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  for (const name of args.paths.split(",")) {
    const pathname = PATHS[/** @type {keyof typeof PATHS} */ (name.trim())];
    if (!pathname) throw new Error(`unknown path ${name}: one of ${Object.keys(PATHS).join(", ")}`);
    const url = `${shop.url}${pathname}`;
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    /** @type {unknown[]} */
    const products = parseJson(body.toString());
    const plain = await startPlain(body);
    try {
      console.log(
        `GET ${pathname}: ${products.length} products (total ${response.headers.get("x-total-count") ?? products.length}), ${body.length} bytes, ${engine}; autocannon ${DURATION_S} s x ${CONNECTIONS} connections; load average ${loadavg()[0].toFixed(2)}`,
      );
      // Warm both up (JIT, caches) before measuring.
      await Promise.all([fetch(url), fetch(plain.url)]);
      /** @type {(label: string, m: { result: autocannon.Result, cpuPerRequestUs: number }) => string} */
      const row = (label, { result: r, cpuPerRequestUs }) =>
        `${label.padEnd(12)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}   server CPU ${cpuPerRequestUs.toFixed(0)} µs/request`;
      const ratios = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Odd rounds measure the floor first, so neither server always runs on the warmer machine.
        const floorFirst = round % 2 === 1;
        const early = floorFirst ? await measure(plain.url, plain.pid) : undefined;
        const taaza = await measure(url, /** @type {number} */ (shop.pid));
        const baseline = early ?? (await measure(plain.url, plain.pid));
        const ratio = taaza.result.requests.average / baseline.result.requests.average;
        ratios.push(ratio);
        console.log(row("taaza", taaza));
        console.log(row("plain http", baseline));
        console.log(
          `ratio        ${ratio.toFixed(2)}   CPU per request ${(taaza.cpuPerRequestUs / baseline.cpuPerRequestUs).toFixed(2)}x the floor's   (load average ${loadavg()[0].toFixed(2)})`,
        );
      }
      if (ROUNDS > 1) {
        const sorted = [...ratios].sort((x, y) => x - y);
        const median = ROUNDS % 2 === 1 ? sorted[(ROUNDS - 1) / 2] : (sorted[ROUNDS / 2 - 1] + sorted[ROUNDS / 2]) / 2;
        console.log(`median ratio ${median.toFixed(2)} over ${ROUNDS} rounds (${ratios.map((r) => r.toFixed(2)).join(", ")})`);
      }
    } finally {
      await plain.stop();
    }
  }
} finally {
  await shop.stop();
}
