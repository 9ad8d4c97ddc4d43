import { loadConfig } from "../platform/config.ts";
import { openDatabase } from "../platform/database/client.ts";
import { renewDemoFlashDeal, seedDemoCatalog } from "./seed-demo-catalog.ts";

const config = loadConfig();
const handle = await openDatabase(config);
await handle.migrate();
const seeded = await seedDemoCatalog(handle.db, config.uploadDir);
await renewDemoFlashDeal(handle.db, new Date());
await handle.close();
console.log(seeded ? "Demo catalog loaded." : "The shop already has products; nothing was seeded.");
