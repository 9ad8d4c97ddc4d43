import type { Config } from "./platform/config.ts";
import type { ChangeFeed } from "./platform/database/change-notifications.ts";
import type { Database, DatabaseHandle } from "./platform/database/client.ts";
import type { ShopMetrics } from "./platform/http/metrics.ts";
import type { MessageChannel } from "./platform/ports/message-channel.ts";
import type { ImageStore } from "./platform/ports/image-store.ts";
import type { PaymentProvider } from "./platform/ports/payment-provider.ts";
import type { OrderEventHub } from "./platform/ports/order-events.ts";

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
  mail?: MessageChannel | null;
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
