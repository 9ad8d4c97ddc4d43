import { defineConfig } from "vitest/config";

/** Migrates one database per run for every API test file to start from. */
const TEMPLATE_DATABASE = "apps/server/test/support/template-database.ts";

export default defineConfig({
  test: {
    // Two workers fit the two cores CI has; each API test file opens its own database.
    maxWorkers: 2,
    projects: [
      { test: { name: "domain", include: ["packages/domain/test/**/*.test.ts"] } },
      {
        // The web app's logic (hooks, state machines, stores, components) in a simulated browser;
        // the API is answered by MSW, so nothing leaves the process. On React 19, as the app ships
        // (docs/decisions/022-react-everywhere.md).
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/test/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/**/*.redis.test.ts", "apps/server/test/**/*.postgres.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [TEMPLATE_DATABASE],
          // Files share their worker's loaded modules: importing the whole server again for each
          // file cost a third of the suite's CPU. Each file still builds its own app and database,
          // and nothing in the server keeps module-level state a file could leak to the next.
          isolate: false,
        },
      },
      // The repository's own guards: each check fails on a violation planted in a copy of the tree.
      { test: { name: "scripts", include: ["scripts/test/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } },
      // Faults only a PostgreSQL server has (ended sessions, LISTEN/NOTIFY): run when TEST_DATABASE_URL is set.
      {
        test: {
          name: "postgres",
          include: ["apps/server/test/**/*.postgres.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [TEMPLATE_DATABASE],
        },
      },
      {
        test: {
          name: "redis",
          include: ["apps/server/test/**/*.redis.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [TEMPLATE_DATABASE],
        },
      },
    ],
  },
});
