import { loadConfig } from "../platform/config.ts";
import { openDatabase } from "../platform/database/client.ts";
import { imageStoreFromConfig } from "../modules/uploads/index.ts";
import { renewDemoFlashDeal, seedDemoCatalog } from "./seed-demo-catalog.ts";

const config = loadConfig();
const handle = await openDatabase(config);
await handle.migrate();
const seeded = await seedDemoCatalog(handle.db, await imageStoreFromConfig(config));
await renewDemoFlashDeal(handle.db, new Date());
await handle.close();
console.log(seeded ? "Demo catalog loaded." : "The shop already has products; nothing was seeded.");
