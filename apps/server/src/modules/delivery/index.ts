// Delivery's front door: the pincodes the shop serves and the delivery charge of each, and where people ask it to deliver.
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { deliveryAdminRoutes, deliveryStoreRoutes } from "./delivery-routes.ts";
import { enabledPincode, type PincodeRow } from "./delivery-use-cases.ts";

export type Delivery = ReturnType<typeof createDelivery>;

export function createDelivery(deps: { db: Database; clock: Clock }) {
  return {
    /** The pincode with its delivery charge when the shop serves it now; undefined otherwise. */
    enabledPincode: (pincode: string): Promise<PincodeRow | undefined> => enabledPincode(deps, pincode),
    routes: (options: { demandRateLimit: number }): ModuleRoutes => ({
      store: deliveryStoreRoutes(deps, options),
      admin: deliveryAdminRoutes(deps),
    }),
  };
}
