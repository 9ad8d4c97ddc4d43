import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { ImageStore } from "../../platform/ports/image-store.ts";

/** What the catalog's use cases work with. */
export interface CatalogContext {
  db: Database;
  clock: Clock;
  /** Where products' images are kept. */
  images: ImageStore;
}
