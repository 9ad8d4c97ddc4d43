import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { deleteExpiredSessions } from "./modules/accounts/accounts-repository.ts";
import { ensureAdmin } from "./modules/accounts/accounts-use-cases.ts";
import { folderImageStore } from "./modules/uploads/image-store.ts";
import { renderDefaultImage } from "./seed/render-demo-images.ts";
import { seedDemoCatalog } from "./seed/seed-demo-catalog.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const handle = await openDatabase(config);
await handle.migrate();
const deps = { config, db: handle.db, images: folderImageStore(config.uploadDir), now: () => new Date() };
if (config.seedDemo) await seedDemoCatalog(handle.db, config.uploadDir);
else await renderDefaultImage(config.uploadDir);
if (config.admin) await ensureAdmin(deps, config.admin);
await deleteExpiredSessions(handle.db, new Date());

const app = await buildApp(deps);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Taaza is serving on http://localhost:${config.port} (database: ${handle.engine})`);

// On SIGTERM stop taking connections, let requests in flight finish, then close the database.
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await handle.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  });
}
