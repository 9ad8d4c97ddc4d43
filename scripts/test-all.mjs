#!/usr/bin/env node
// `npm test`: everything CI runs, with one closing line that counts every test.
//   Three tracks run side by side, since no one of them can keep two cores busy alone:
//   - checks: lint, the dependency rules, formatting, typecheck, then the compiled server's start
//     and, with TEST_DATABASE_URL, the cluster's nginx retries and the cluster (nginx, 3 shops,
//     PgBouncer, Redis) with its images in S3;
//   - api: domain + web + API tests on embedded PGlite (and the checks' self-tests in scripts/test),
//     then the API tests again on PostgreSQL when TEST_DATABASE_URL is set (with the PostgreSQL fault
//     tests) and the Redis tests when TEST_REDIS_URL is set;
//   - browser: the production build, the storefront's JavaScript budget and the Playwright journeys.
//   Each line of output carries its track's name; a summary of every step's time comes last.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const reportDir = mkdtempSync(path.join(tmpdir(), "taaza-test-report-"));
const totals = { passed: 0, failed: 0 };
/** @type {string[]} */
const failedSteps = [];
/** Every test that failed (or passed only on a retry), named in the closing summary. @type {string[]} */
const failedTests = [];
/** @type {string[]} */
const flakyTests = [];
/** @type {{ track: string, title: string, seconds: number, ok: boolean }[]} */
const timings = [];
const started = Date.now();

/**
 * Runs one step of a track, its output prefixed with the track's name line by line.
 * @param {string} track
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<boolean>}
 */
function run(track, title, command, args, env = {}) {
  const prefix = `[${track}] `;
  console.log(`${prefix}=== ${title} ===`);
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
    }
    child.on("close", (code) => {
      const ok = code === 0;
      const seconds = (Date.now() - stepStarted) / 1000;
      timings.push({ track, title, seconds, ok });
      console.log(`${prefix}--- ${title}: ${ok ? "ok" : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
      if (!ok) failedSteps.push(title);
      resolve(ok);
    });
  });
}

/**
 * @param {string} file
 * @returns {unknown} the parsed report; each caller names the fields it reads
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** @param {string} file a Vitest JSON report */
function countVitest(file) {
  if (!existsSync(file)) return;
  /** @type {{ numPassedTests: number, numFailedTests: number, testResults: { name: string, status: string, message?: string, assertionResults: { fullName: string, status: string }[] }[] }} */
  const report = readJson(file);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const result of report.testResults) {
    const where = path.relative(process.cwd(), result.name);
    const failed = result.assertionResults.filter((a) => a.status === "failed");
    for (const a of failed) failedTests.push(`${where} > ${a.fullName}`);
    // A file that failed before any test ran (an import error, a failed beforeAll) names itself.
    if (result.status === "failed" && failed.length === 0) failedTests.push(`${where}: ${(result.message ?? "failed").split("\n")[0]}`);
  }
}

/**
 * @typedef {{ projectName: string, status: string }} PlaywrightTest
 * @typedef {{ title: string, file: string, line: number, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/** @param {PlaywrightSuite[]} suites @returns {PlaywrightSpec[]} */
function playwrightSpecs(suites) {
  return suites.flatMap((s) => [...(s.specs ?? []), ...playwrightSpecs(s.suites ?? [])]);
}

/** @param {string} file a Playwright JSON report */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  /** @type {{ stats: { expected: number, unexpected: number, flaky?: number }, suites: PlaywrightSuite[] }} */
  const { stats, suites } = readJson(file);
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  for (const spec of playwrightSpecs(suites)) {
    for (const test of spec.tests) {
      const name = `e2e/tests/${spec.file}:${spec.line} [${test.projectName}] ${spec.title}`;
      if (test.status === "unexpected") failedTests.push(name);
      if (test.status === "flaky") flakyTests.push(name);
    }
  }
}

/** @param {string} name @param {string[]} projects @param {Record<string, string>} [env] */
function vitest(name, projects, env = {}) {
  const report = path.join(reportDir, `vitest-${name}.json`);
  const args = [
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
  return { report, args, env };
}

// Debian packages first, one after the other: two apt-gets at once fight over dpkg's lock.
// The bill tests read generated PDFs with pdftotext (poppler-utils); the journeys drive Chromium.
console.log("=== install pdftotext and Chromium if missing ===");
const poppler = spawnSync("bash", ["scripts/ensure-poppler.sh"], { stdio: "inherit" }).status === 0;
const chromium = spawnSync("bash", ["scripts/ensure-chromium.sh"], { stdio: "inherit" }).status === 0;
if (!poppler) failedSteps.push("install pdftotext");
if (!chromium) failedSteps.push("install Chromium");
// The cluster's S3 check needs the machine's PostgreSQL at 127.0.0.1:5432 (CI's TEST_DATABASE_URL
// points there) and nginx, PgBouncer and Redis, installed here before anything runs beside apt.
const clusterS3 = Boolean(process.env.TEST_DATABASE_URL);
const clusterPackages = clusterS3 && spawnSync("sh", ["scripts/cluster/ensure-packages.sh"], { stdio: "inherit" }).status === 0;
if (clusterS3 && !clusterPackages) failedSteps.push("install nginx, PgBouncer and Redis");

async function checksTrack() {
  await run("checks", "lint", "npx", ["eslint", "."]);
  await run("checks", "dependency rules (no cycles, layers, front doors, table owners)", "node", ["scripts/check-dependencies.mjs"]);
  await run("checks", "formatting (Prettier)", "npx", ["prettier", "--check", "."]);
  await run("checks", "typecheck", "npx", [
    "tsc",
    "-b",
    "packages/domain",
    "packages/domain/test",
    "apps/server",
    "apps/web",
    "e2e",
    "scripts/test",
  ]);
  if (clusterPackages) {
    // About 25 s: the cluster's nginx configuration against stand-in shops (retries, no 502 window).
    const passed = await run(
      "checks",
      "nginx: reads retried on another shop, no 502 window after a database cut, writes sent once",
      "npm",
      ["run", "test:nginx"],
    );
    totals[passed ? "passed" : "failed"] += 1;
  }
  if (await run("checks", "build the server (JavaScript in apps/server/dist)", "npm", ["run", "build", "-w", "apps/server"])) {
    await run("checks", "the compiled server starts and answers /api/ready", "node", ["scripts/check-compiled-server.mjs"]);
    // Three compiled shops behind nginx, each with an upload folder of its own and one S3 bucket
    // (s3rver): the demo seed, a purchase, and the same image bytes from every shop. About 40 s,
    // most of it the first shop drawing the demo images.
    if (clusterPackages) {
      const passed = await run("checks", "cluster with images in S3: 3 shops share the demo images and uploads", "npm", [
        "run",
        "cluster",
        "--",
        "--s3",
        "--check",
      ]);
      totals[passed ? "passed" : "failed"] += 1;
    } else if (!clusterS3) {
      console.log("[checks] (TEST_DATABASE_URL is not set: the nginx and cluster S3 checks did not run.)");
    }
  }
  // The longer cluster scripts (the shared-folder cluster, the backup drill, the fault test under
  // load: minutes together) run only when asked for.
  if (process.env.TEST_CLUSTER === "true") {
    for (const [title, script, args] of [
      ["cluster: nginx + 3 shops + PgBouncer + Redis, a purchase through nginx", "cluster", ["--check"]],
      ["backup drill: pg_dump and images restored and served", "backup:drill", ["--check"]],
      ["faults during load: kill -9, database connections cut, Redis stopped", "test:faults", []],
    ]) {
      const passed = await run("checks", title, "npm", ["run", script, "--", ...args]);
      totals[passed ? "passed" : "failed"] += 1;
    }
  } else {
    console.log("[checks] (TEST_CLUSTER is not set: the cluster, backup and fault scripts did not run.)");
  }
}

async function apiTrack() {
  const pglite = vitest("pglite", ["domain", "web", "scripts", "server"], { TEST_DATABASE_URL: "" });
  await run("api", "unit, web and API tests (embedded PGlite)", "npx", pglite.args, pglite.env);
  countVitest(pglite.report);
  if (process.env.TEST_DATABASE_URL) {
    const postgres = vitest("postgres", ["server", "postgres"]);
    await run("api", "API tests and fault tests (PostgreSQL)", "npx", postgres.args);
    countVitest(postgres.report);
  } else {
    console.log("[api] (TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)");
  }
  if (process.env.TEST_REDIS_URL) {
    const redis = vitest("redis", ["redis"]);
    await run("api", "rate limits shared through Redis, and Redis outages", "npx", redis.args);
    countVitest(redis.report);
  } else {
    console.log("[api] (TEST_REDIS_URL is not set: the shared rate-limit test did not run.)");
  }
}

async function browserTrack() {
  if (!chromium) return;
  if (!(await run("browser", "build the web app", "npm", ["run", "build", "-w", "apps/web"]))) return;
  await run("browser", "storefront JavaScript budget for / (110 kB gzip, no admin code or texts)", "node", [
    "scripts/bench/bundle-size.mjs",
  ]);
  const e2eReport = path.join(reportDir, "playwright.json");
  await run("browser", "end-to-end journeys (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_RETRIES: "1",
  });
  countPlaywright(e2eReport);
}

await Promise.all([checksTrack(), apiTrack(), browserTrack()]);

rmSync(reportDir, { recursive: true, force: true });
console.log("\nStep times:");
for (const t of timings) console.log(`  ${t.ok ? "ok    " : "FAILED"} ${t.seconds.toFixed(0).padStart(5)} s  [${t.track}] ${t.title}`);
console.log(`  whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log("");
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(", ")}`);
if (flakyTests.length) console.log(`Passed only on a retry:\n${flakyTests.map((t) => `  ${t}`).join("\n")}`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((t) => `  ${t}`).join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
