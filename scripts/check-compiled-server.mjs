#!/usr/bin/env node
// Starts the compiled server exactly as production does (`node apps/server/dist/main.js`, no
// TypeScript loader), on a free port and a throwaway data folder (PostgreSQL when
// TEST_DATABASE_URL is set, on a fresh database; embedded PGlite otherwise), waits for
// /api/ready, then stops it with SIGTERM and expects a clean exit. First it checks that what
// main.js loads at start (its static imports, followed through the chunks) holds neither the
// demo seeding nor PGlite, sharp or the S3 SDK: those load only when used.
// Run `npm run build -w apps/server` first.
/* global fetch, setTimeout */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, ROOT } from "./bench/start-shop.mjs";

const main = path.join(ROOT, "apps/server/dist/main.js");
if (!existsSync(main)) {
  console.error(`FAIL: ${main} is missing; run npm run build -w apps/server`);
  process.exit(1);
}

/** Every module main.js loads before it runs: static imports only, through its own chunks. */
function loadedAtStart(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const [, from, bare] of text.matchAll(/(?:^|\n)import\s[^;(]*?from\s*"([^"]+)"|(?:^|\n)import\s*"([^"]+)"/g)) {
    const specifier = from ?? bare;
    if (specifier.startsWith("./")) loadedAtStart(path.join(path.dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}
const atStart = [...loadedAtStart(main)];
const unwanted = atStart.filter(
  (m) =>
    /seed|render-demo|^sharp$|^@electric-sql\/pglite|^@aws-sdk\/|^file-type$/.test(path.basename(m)) ||
    /^(sharp|file-type|harfbuzzjs|@electric-sql\/pglite|@aws-sdk\/.*)$/.test(m),
);
if (unwanted.length > 0) {
  console.error(`FAIL: the compiled server loads at start what it should load only when used: ${unwanted.join(", ")}`);
  process.exit(1);
}

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `taaza_compiled_${randomBytes(4).toString("hex")}`;
async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on("error", () => undefined);
  await client.connect();
  await client.query(statement);
  await client.end();
}
let databaseUrl = "";
if (serverUrl) {
  await onServer(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-compiled-"));
const started = Date.now();
const child = spawn(process.execPath, [main], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PAYMENTS_TEST_MODE: "true",
    // Only /api/ready is asked. The web build may be rewriting apps/web/dist beside this check
    // (npm test runs them side by side), so the shop serves no web app rather than a half-written one.
    WEB_DIST: mkdtempSync(path.join(tmpdir(), "taaza-compiled-web-")),
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
let ok = false;
try {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (res?.ok) {
      const body = await res.json();
      const products = await fetch(`http://127.0.0.1:${port}/api/products`);
      ok = body.status === "ready" && products.ok && Array.isArray(await products.json());
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
} finally {
  child.kill("SIGTERM");
  const code = await exited;
  ok = ok && code === 0;
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await onServer(`drop database if exists ${dbName} with (force)`);
}
const engine = serverUrl ? "PostgreSQL" : "PGlite";
console.log(
  ok
    ? `PASS: the compiled server started on ${engine}, answered /api/ready and stopped cleanly (${Date.now() - started} ms)`
    : `FAIL: the compiled server did not become ready on ${engine}`,
);
process.exit(ok ? 0 : 1);
