import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";

/** What every route reaches through `request.server.deps`: swapped wholesale in tests. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** The clock is an edge like any other: tests fix it to check time rules. */
  now: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
