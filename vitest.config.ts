import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two workers fit the two cores CI has; each API test file opens its own database.
    maxWorkers: 2,
    projects: [
      { test: { name: "domain", include: ["packages/domain/test/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/**/*.redis.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "redis", include: ["apps/server/test/**/*.redis.test.ts"], testTimeout: 30_000, hookTimeout: 60_000 } },
    ],
  },
});
