import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second shop, configured for Google sign-in, for the checks that need it. */
export const GOOGLE_PORT = PORT + 1;
export const GOOGLE_CLIENT_ID = "1234-taaza.apps.googleusercontent.com";
/** Relative to this folder (the servers' working directory). */
export const GOOGLE_JWKS_FILE = ".e2e-google-jwks.json";

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no network chatter). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  // npm test runs the journeys beside two other tracks on two cores; there a journey that fails
  // once is run again and, if it then passes, is named in the closing summary as passing only on a
  // retry (scripts/test-all.mjs), never hidden. Alone (npx playwright test) nothing is retried.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // CI's machine has run the same journeys three times slower than a quiet one (1993 s against 646 s
  // on 27 November): a journey of 20 s here gets two minutes, and an answer 30 s before a journey
  // calls it missing (npm test runs the journeys beside the API tests on two cores, where a
  // sign-up's password hash can wait seconds). Only a failing journey ever waits that long.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch }, testMatch: /.*\.phone\.spec\.ts/ },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch }, testIgnore: /.*\.phone\.spec\.ts/ },
  ],
  webServer: [
    {
      // A fresh embedded database with the demo catalog for every run.
      command: "rm -rf .e2e-data && npx tsx ../apps/server/src/main.ts",
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Test refunds settle after 3 seconds, so a journey sees them pending and then refunded.
      // The outbox dispatcher runs every second (no SMTP: messages are kept for /admin/outbox), and
      // emailed links point at this server.
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".e2e-data",
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "200",
        TEST_REFUND_SETTLE_MS: "3000",
        OUTBOX_INTERVAL_SECONDS: "1",
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
    },
    {
      // The same shop configured for Google sign-in, without its demo catalog.
      command: `rm -rf .e2e-data-google ${GOOGLE_JWKS_FILE} && npx tsx ../apps/server/src/main.ts`,
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${GOOGLE_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(GOOGLE_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".e2e-data-google",
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
        // Google's keys as a local file the journeys write, so they can sign ID tokens offline.
        GOOGLE_JWKS_FILE: GOOGLE_JWKS_FILE,
      },
    },
  ],
});
