import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";

export interface ReportsDeps {
  db: Database;
  /** The shop's clock: "today" is India's calendar day by it. */
  clock: Clock;
}
