import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";

export interface ReportsDeps {
  db: Database;
  /** The shop's clock: "today" is India's calendar day by it. */
  clock: Clock;
  /** Tickets past their limits (the issues module's front door): the dashboard flags them. */
  overdueTickets: () => Promise<{ acknowledge: number; resolve: number }>;
}
