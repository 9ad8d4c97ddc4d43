#!/usr/bin/env node
/* global fetch, Buffer */
/**
 * GET /api/products on the demo catalog, measured with autocannon (10 s, 50 connections) against
 * the real server, and in the same run against a plain node:http server that returns the very
 * same JSON bytes: the ceiling for this machine. Prints both and their ratio (aim: >= 0.5).
 *
 *   node scripts/bench/products-api.mjs                 # embedded PGlite (the default engine)
 *   DATABASE_URL=postgres://... node scripts/bench/products-api.mjs
 *
 * Both servers run in their own processes; autocannon runs here. Nothing is built.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startShop } from "./start-shop.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * @param {string} url
 * @returns {Promise<autocannon.Result>}
 */
function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)));
  });
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

const shop = await startShop();
let plain;
try {
  const url = `${shop.url}/api/products`;
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  /** @type {unknown[]} */
  const products = parseJson(body.toString());
  const count = products.length;
  plain = await startPlain(body);

  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`GET /api/products: ${count} products, ${body.length} bytes, ${engine}; autocannon ${DURATION_S} s x ${CONNECTIONS} connections`);
  // Warm both up (JIT, caches) before measuring.
  await Promise.all([fetch(url), fetch(plain.url)]);
  const taaza = await run(url);
  const baseline = await run(plain.url);
  /** @type {(name: string, r: autocannon.Result) => string} */
  const row = (name, r) =>
    `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(row("taaza", taaza));
  console.log(row("plain http", baseline));
  console.log(`ratio        ${(taaza.requests.average / baseline.requests.average).toFixed(2)} (aim >= 0.50)`);
} finally {
  await plain?.stop();
  await shop.stop();
}
