import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildShop, type Shop, type ShopPlatform } from "../../src/app.ts";
import type { Clock } from "../../src/platform/clock.ts";
import { loadConfig, type Config } from "../../src/platform/config.ts";
import { postgresChangeFeed } from "../../src/platform/database/change-notifications.ts";
import type { Database, DatabaseHandle } from "../../src/platform/database/client.ts";
import type { OrderEventHub } from "../../src/platform/ports/order-events.ts";
import { imageStoreFromConfig } from "../../src/modules/uploads/index.ts";
import { openTestDatabase, truncateAll } from "./test-database.ts";

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The database the app runs on; another context may share it (`options.database`). */
  database: DatabaseHandle;
  config: Config;
  /** The shop's clock: real time, or what `setNow` fixed. */
  clock: Clock;
  /** What the app was built from: another app on the same pieces is `buildApp(ctx.platform)`. */
  platform: ShopPlatform;
  /** The app's modules and processes, for what a test drives without HTTP. */
  modules: Shop["modules"];
  processes: Shop["processes"];
  /** Staff screens' order events of this app. */
  orderEvents: OrderEventHub;
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
  edges: Pick<ShopPlatform, "payments"> = {},
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
  const clock: Clock = { now: () => fixedNow ?? new Date() };
  const platform: ShopPlatform = {
    config,
    clock,
    db: handle.db,
    database: handle,
    changes,
    images: await imageStoreFromConfig(config),
    ...edges,
  };
  const { app, modules, processes, orderEvents } = await buildShop(platform, { webDist: null });
  await app.ready();
  return {
    app,
    db: handle.db,
    database: handle,
    config,
    clock,
    platform,
    modules,
    processes,
    orderEvents,
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
