// Addresses' front door: the signed-in customer's delivery addresses (at most three, each in a
// served pincode), and an address as the API shows it. Every route answers with the whole user,
// which is accounts' view, handed to the routes (accounts reads addresses, not the other way).
import type { PublicUser } from "@taaza/domain";
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { addressesRoutes } from "./addresses-routes.ts";
import { eraseAddresses, type AddressesDeps } from "./addresses-use-cases.ts";
import type { Database } from "../../platform/database/client.ts";

export { toAddress } from "./addresses-use-cases.ts";
export type { AddressesDeps } from "./addresses-use-cases.ts";

export type Addresses = ReturnType<typeof createAddresses>;

export function createAddresses(deps: AddressesDeps) {
  return {
    /** Erasure of an account (in `tx`): every address of it goes. */
    erase: (tx: Database, userId: string) => eraseAddresses(tx, userId),
    routes: (r: { guards: Guards; accountView: (userId: string) => Promise<PublicUser> }): ModuleRoutes => ({
      store: addressesRoutes(deps, r),
    }),
  };
}
