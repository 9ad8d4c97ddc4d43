import type { Config } from "./config.ts";
import type { ChangeFeed } from "./db/change-notifications.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { ShopMetrics } from "./http/metrics.ts";
import type { OrderEventHub } from "./modules/live-orders/index.ts";
import type { Channel } from "./modules/messages/index.ts";
import type { PaymentProvider } from "./modules/payments/index.ts";
import type { ImageStore } from "./modules/uploads/index.ts";

/** What every route reaches through `request.server.deps`: swapped wholesale in tests. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Uploaded images (products, reviews, banners). */
  images: ImageStore;
  /** The clock is an edge like any other: tests fix it to check time rules. */
  now: () => Date;
  /** Chosen from the configuration when absent (Razorpay, or the offline test provider). */
  payments?: PaymentProvider;
  /** Set by `buildApp` when absent: the email channel (SMTP from `SMTP_URL`), or null to keep messages unsent. */
  mail?: Channel | null;
  /** Readiness and pool figures; without it, readiness is a plain query. */
  database?: Pick<DatabaseHandle, "checkReady" | "poolStats"> & Partial<Pick<DatabaseHandle, "statementStats">>;
  /** Tells the shop's other processes about writes (PostgreSQL LISTEN/NOTIFY); none with one process. */
  changes?: ChangeFeed | null;
  /** Set by `buildApp` when absent: what use cases count (orders, payments). */
  metrics?: ShopMetrics;
  /** Set by `buildApp` when absent: order changes for staff's live screens (`announceOrderChange`). */
  orderEvents?: OrderEventHub;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
