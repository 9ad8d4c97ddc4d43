// Privacy's front door: the customer's consents (each change kept with its time), "download my
// data", and the route that deletes an account. The deletion spans every module that keeps
// personal data: processes/erase-account.ts.
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { privacyStoreRoutes, type PrivacyRouteDeps } from "./privacy-routes.ts";
import { deleteConsentsOf, type PrivacyDeps } from "./privacy-use-cases.ts";

export type { EraseAccount } from "./privacy-routes.ts";
export type Privacy = ReturnType<typeof createPrivacy>;

export function createPrivacy(deps: PrivacyDeps) {
  return {
    /** Erasure of an account (in `tx`): its consents go. */
    eraseConsents: (tx: Database, userId: string) => deleteConsentsOf(tx, userId),
    routes: (r: PrivacyRouteDeps): ModuleRoutes => ({ store: privacyStoreRoutes(deps, r) }),
  };
}
