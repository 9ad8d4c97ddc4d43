import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";

export interface FulfilmentDeps {
  db: Database;
  /** "Today" of a rider's run sheet is India's calendar day by it. */
  clock: Clock;
}
