// First, before garbage collections: keeps V8's shapes for Node's tick objects (see the module).
import "./keep-tick-shape.ts";
import { pino } from "pino";
import { DEFAULT_IMAGE } from "@taaza/domain";
import { buildShop } from "./app.ts";
import { ConfigError, DEMO_STAFF, loadConfig, type Config } from "./platform/config.ts";
import { postgresChangeFeed } from "./platform/database/change-notifications.ts";
import { openDatabase, waitForDatabase, type Database } from "./platform/database/client.ts";
import { imageStoreFromConfig } from "./modules/uploads/index.ts";
import type { ImageStore } from "./platform/ports/image-store.ts";
import { systemClock } from "./platform/clock.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = pino({ level: config.logLevel });
const handle = await openDatabase({ ...config, log });
try {
  await waitForDatabase(handle.db, { timeoutMs: config.databaseWaitMs, log });
} catch (error) {
  log.fatal({ err: error }, "the database is unreachable; giving up");
  process.exit(1);
}
await handle.migrate();
const changes = handle.directUrl ? postgresChangeFeed(handle.db, handle.directUrl, log) : null;
const images = await imageStoreFromConfig(config);
await prepareImages(config, handle.db, images);
const { app, modules } = await buildShop({ config, clock: systemClock, db: handle.db, database: handle, changes, images });
if (config.admin) await modules.accounts.ensureAdmin(config.admin);
// The demo shop has one account of each staff role beside the owner (README).
if (config.seedDemo) {
  for (const member of DEMO_STAFF) await modules.accounts.ensureDemoStaff(member);
}
await modules.accounts.deleteExpiredSessions();

await app.listen({ port: config.port, host: config.host });
if (config.production && !config.mail.smtpUrl)
  app.log.warn("SMTP_URL is not set: customers' emails are kept in the outbox (/admin/outbox), not sent");
// Named statements are on by default straight to PostgreSQL and break behind an older
// transaction pooler: say which, and how to turn them off, where an operator looks first.
const statements =
  handle.engine !== "postgres"
    ? ""
    : config.databaseNamedStatements
      ? ", statements prepared by name (behind a transaction pooler set DATABASE_DIRECT_URL, or DATABASE_NAMED_STATEMENTS=false)"
      : ", statements unnamed";
app.log.info(`Taaza is serving on http://localhost:${config.port} (database: ${handle.engine}${statements})`);

// On SIGTERM stop taking connections, let requests in flight finish, then close the database.
let closing = false;
async function drain(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: draining`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await changes?.close();
    await handle.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void drain(signal));

/**
 * The demo catalog, or at least the placeholder image, stored through the image store (the
 * bucket, when there is one, so every process serves the same images). Their drawing code (SVG
 * art, sharp pipelines) is loaded only when something has to be drawn, so a production process
 * whose images are stored never holds it in memory.
 */
async function prepareImages(config: Config, db: Database, images: ImageStore) {
  if (config.seedDemo) {
    const { seedDemoCatalog, renewDemoFlashDeal } = await import("./seed/seed-demo-catalog.ts");
    await seedDemoCatalog(db, images);
    await renewDemoFlashDeal(db, new Date());
    return;
  }
  const placeholder = await images.open(DEFAULT_IMAGE);
  placeholder?.body.destroy();
  if (!placeholder) {
    const { renderDefaultImage } = await import("./seed/render-demo-images.ts");
    await renderDefaultImage(images);
  }
}
