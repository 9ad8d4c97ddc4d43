import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import type { ImageStore } from "./modules/uploads/image-store.ts";

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
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
