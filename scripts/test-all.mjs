#!/usr/bin/env node
// `npm test`: everything CI runs, in order, with one closing line that counts every test.
//   lint, typecheck, domain + API tests on embedded PGlite, the API tests again on PostgreSQL
//   when TEST_DATABASE_URL is set, then the production build and the Playwright journeys.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reportDir = mkdtempSync(path.join(tmpdir(), "taaza-test-report-"));
const totals = { passed: 0, failed: 0 };
let failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
}

run("lint", "npx", ["eslint", "."]);
run("typecheck", "npx", ["tsc", "-b", "packages/domain", "apps/server", "apps/web", "e2e"]);

const pgliteReport = path.join(reportDir, "vitest-pglite.json");
run("unit and API tests (embedded PGlite)", "npx", ["vitest", "run", "--project", "domain", "--project", "server", "--reporter=default", "--reporter=json", `--outputFile.json=${pgliteReport}`], {
  TEST_DATABASE_URL: "",
});
countVitest(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reportDir, "vitest-postgres.json");
  run("API tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "server", "--reporter=default", "--reporter=json", `--outputFile.json=${pgReport}`]);
  countVitest(pgReport);
} else {
  console.log("\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)");
}

if (process.env.TEST_REDIS_URL) {
  const redisReport = path.join(reportDir, "vitest-redis.json");
  run("rate limits shared through Redis", "npx", ["vitest", "run", "--project", "redis", "--reporter=default", "--reporter=json", `--outputFile.json=${redisReport}`]);
  countVitest(redisReport);
} else {
  console.log("(TEST_REDIS_URL is not set: the shared rate-limit test did not run.)");
}

if (run("install Chromium if missing", "bash", ["scripts/ensure-chromium.sh"]) && run("build the web app", "npm", ["run", "build", "-w", "apps/web"])) {
  run("storefront JavaScript budget for / (120 kB gzip, no admin code)", "node", ["scripts/bench/bundle-size.mjs"]);
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
