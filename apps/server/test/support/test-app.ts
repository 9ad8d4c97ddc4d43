import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import type { AppDeps } from "../../src/app-deps.ts";
import { loadConfig } from "../../src/platform/config.ts";
import { postgresChangeFeed } from "../../src/platform/database/change-notifications.ts";
import type { Database, DatabaseHandle } from "../../src/platform/database/client.ts";
import { imageStoreFromConfig } from "../../src/modules/uploads/image-store-from-config.ts";
import { openTestDatabase, truncateAll } from "./test-database.ts";

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The database the app runs on; another context may share it (`options.database`). */
  database: DatabaseHandle;
  deps: AppDeps;
  uploadDir: string;
  /** Fixes the server's clock; `undefined` returns to real time. */
  setNow(date: Date | undefined): void;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on a real, fresh database, with test-friendly configuration. With
 * `options.database` it joins another context's database instead, as a second process of the
 * shop would (with `changeFeed`, listening for the other's writes as in production).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  edges: Pick<AppDeps, "payments"> = {},
  options: { database?: DatabaseHandle; changeFeed?: boolean } = {},
): Promise<TestContext> {
  const handle = options.database ?? (await openTestDatabase());
  const ownsDatabase = !options.database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "taaza-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: "1000",
    REVIEW_RATE_LIMIT: "1000",
    SEED_DEMO: "false",
    // Tests write straight to the database, which the API cannot see: read the catalog version every time.
    CATALOG_CACHE_MS: "0",
    // Likewise sessions (tests expire or delete them in the database).
    SESSION_CACHE_MS: "0",
    ...env,
  });
  let fixedNow: Date | undefined;
  const changes =
    options.changeFeed && handle.directUrl
      ? postgresChangeFeed(handle.db, handle.directUrl, { warn: () => undefined, info: () => undefined })
      : null;
  if (changes) await changes.listening();
  const deps: AppDeps = {
    config,
    db: handle.db,
    database: handle,
    changes,
    images: await imageStoreFromConfig(config),
    now: () => fixedNow ?? new Date(),
    ...edges,
  };
  const app = await buildApp(deps, { webDist: null });
  await app.ready();
  return {
    app,
    db: handle.db,
    database: handle,
    deps,
    uploadDir: config.uploadDir,
    setNow: (date) => {
      fixedNow = date;
    },
    reset: () => truncateAll(handle.db),
    async close() {
      await app.close();
      await changes?.close();
      if (ownsDatabase) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
