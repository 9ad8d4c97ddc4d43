#!/usr/bin/env node
// `npm test`: everything CI runs, in order, with one closing line that counts every test.
//   lint, typecheck, domain + web + API tests on embedded PGlite, the API tests again on PostgreSQL
//   when TEST_DATABASE_URL is set (with the PostgreSQL fault tests), the compiled server's start,
//   then the production build and the Playwright journeys.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reportDir = mkdtempSync(path.join(tmpdir(), "taaza-test-report-"));
const totals = { passed: 0, failed: 0 };
/** @type {string[]} */
const failedSteps = [];

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
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
  /** @type {{ numPassedTests: number, numFailedTests: number }} */
  const report = readJson(file);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

/** @param {string} file a Playwright JSON report */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  /** @type {{ stats: { expected: number, unexpected: number, flaky?: number } }} */
  const { stats } = readJson(file);
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
}

run("lint", "npx", ["eslint", "."]);
run("import cycles", "node", ["scripts/check-import-cycles.mjs"]);
run("typecheck", "npx", ["tsc", "-b", "packages/domain", "packages/domain/test", "apps/server", "apps/web", "e2e"]);

// The bill tests read generated PDFs with pdftotext (Debian's poppler-utils).
run("install pdftotext if missing", "bash", ["scripts/ensure-poppler.sh"]);

const pgliteReport = path.join(reportDir, "vitest-pglite.json");
run("unit, web and API tests (embedded PGlite)", "npx", ["vitest", "run", "--project", "domain", "--project", "web", "--project", "server", "--reporter=default", "--reporter=json", `--outputFile.json=${pgliteReport}`], {
  TEST_DATABASE_URL: "",
});
countVitest(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reportDir, "vitest-postgres.json");
  run("API tests and fault tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "server", "--project", "postgres", "--reporter=default", "--reporter=json", `--outputFile.json=${pgReport}`]);
  countVitest(pgReport);
} else {
  console.log("\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)");
}

if (process.env.TEST_REDIS_URL) {
  const redisReport = path.join(reportDir, "vitest-redis.json");
  run("rate limits shared through Redis, and Redis outages", "npx", ["vitest", "run", "--project", "redis", "--reporter=default", "--reporter=json", `--outputFile.json=${redisReport}`]);
  countVitest(redisReport);
} else {
  console.log("(TEST_REDIS_URL is not set: the shared rate-limit test did not run.)");
}

if (run("build the server (JavaScript in apps/server/dist)", "npm", ["run", "build", "-w", "apps/server"])) {
  run("the compiled server starts and answers /api/ready", "node", ["scripts/check-compiled-server.mjs"]);
}

// The cluster scripts start nginx, PgBouncer and Redis (apt-installing them when missing) next to
// the machine's PostgreSQL at 127.0.0.1:5432, so they run only when asked for.
if (process.env.TEST_CLUSTER === "true") {
  for (const [title, script, args] of [
    ["cluster: nginx + 3 shops + PgBouncer + Redis, a purchase through nginx", "cluster", ["--check"]],
    ["backup drill: pg_dump and images restored and served", "backup:drill", ["--check"]],
    ["faults during load: kill -9, database connections cut, Redis stopped", "test:faults", []],
  ]) {
    const passed = run(title, "npm", ["run", script, "--", ...args]);
    totals[passed ? "passed" : "failed"] += 1;
  }
} else {
  console.log("(TEST_CLUSTER is not set: the cluster, backup and fault scripts did not run.)");
}

if (run("install Chromium if missing", "bash", ["scripts/ensure-chromium.sh"]) && run("build the web app", "npm", ["run", "build", "-w", "apps/web"])) {
  run("storefront JavaScript budget for / (121 kB gzip, no admin code)", "node", ["scripts/bench/bundle-size.mjs"]);
  const e2eReport = path.join(reportDir, "playwright.json");
  run("end-to-end journeys (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countPlaywright(e2eReport);
}

rmSync(reportDir, { recursive: true, force: true });
console.log("");
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(", ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
