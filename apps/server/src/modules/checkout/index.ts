// Checkout's front door: starting a payment (the basket priced from the database, a place taken
// in the delivery slot, the provider asked for an order of exactly that amount) and the pending
// checkouts it keeps; the offline test checkout. Turning a payment into an order spans modules:
// processes/settle-payment.ts, which the routes are handed (with the webhook's process).
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { checkoutRoutes, type CheckoutRouteDeps } from "./checkout-routes.ts";
import {
  claimUnsettledCheckouts,
  expireCheckout,
  findCheckout,
  rejectCheckout,
  toCheckoutLine,
  unsettledCheckouts,
  type CheckoutDeps,
  type CheckoutRow,
} from "./checkout-use-cases.ts";

export { basketFingerprint } from "./basket-fingerprint.ts";
export type { CheckoutDeps, CheckoutRow } from "./checkout-use-cases.ts";
export type { ReceiveWebhook, SettleBrowserPayment } from "./checkout-routes.ts";
export type { CheckoutLine } from "./checkout-tables.ts";

export type Checkout = ReturnType<typeof createCheckout>;

export function createCheckout(deps: CheckoutDeps) {
  return {
    findCheckout: (providerOrderId: string): Promise<CheckoutRow | undefined> => findCheckout(deps.db, providerOrderId),
    /** A pending checkout whose payment came too late (or never came): closed, in `tx`. */
    expireCheckout: (tx: Database, checkoutId: string) => expireCheckout(deps, tx, checkoutId),
    /** A pending checkout whose basket changed before its payment came: closed, in `tx`. */
    rejectCheckout: (tx: Database, checkoutId: string) => rejectCheckout(deps, tx, checkoutId),
    /** Checkouts started before `before` and never settled, oldest first (read in `tx`). */
    unsettledCheckouts: (tx: Database, before: Date, limit: number) => unsettledCheckouts(tx, before, limit),
    /** Takes unsettled checkouts for one reconciliation (see claimUnsettledCheckouts); nothing stays locked. */
    claimUnsettled: (request: { before: Date; leaseFrom: Date; now: Date; limit: number }) => claimUnsettledCheckouts(deps.db, request),
    /** A basket line as a checkout prices it. */
    toCheckoutLine,
    routes: (r: CheckoutRouteDeps): ModuleRoutes => ({ store: checkoutRoutes(deps, r) }),
  };
}
