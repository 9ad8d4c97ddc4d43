import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import type { AppDeps } from "../../src/app-deps.ts";
import { loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/client.ts";
import { folderImageStore } from "../../src/modules/uploads/image-store.ts";
import { openTestDatabase, truncateAll } from "./test-database.ts";

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  deps: AppDeps;
  uploadDir: string;
  /** Fixes the server's clock; `undefined` returns to real time. */
  setNow(date: Date | undefined): void;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The real app on a real, fresh database, with test-friendly configuration. */
export async function createTestContext(env: Record<string, string> = {}, edges: Pick<AppDeps, "payments"> = {}): Promise<TestContext> {
  const handle = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: "1000",
    SEED_DEMO: "false",
    // Tests write straight to the database, which the API cannot see: read the catalog version every time.
    CATALOG_CACHE_MS: "0",
    ...env,
  } as NodeJS.ProcessEnv);
  let fixedNow: Date | undefined;
  const deps: AppDeps = { config, db: handle.db, images: folderImageStore(config.uploadDir), now: () => fixedNow ?? new Date(), ...edges };
  const app = await buildApp(deps, { webDist: null });
  await app.ready();
  return {
    app,
    db: handle.db,
    deps,
    uploadDir: config.uploadDir,
    setNow: (date) => {
      fixedNow = date;
    },
    reset: () => truncateAll(handle.db),
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
