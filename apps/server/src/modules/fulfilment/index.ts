// Fulfilment's front door (issue 29): where a paid order is on its way beside its spec status
// (packed, out for delivery with a rider, delivered, failed), every step's who and when, and the
// routes of staff giving orders to riders and of riders delivering them. Delivered also sets the
// spec status: that spans modules, so processes/run-deliveries.ts composes it.
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { fulfilmentAdminRoutes, type FulfilmentRouteDeps } from "./fulfilment-routes.ts";
import type { FulfilmentDeps } from "./fulfilment-deps.ts";
import { checkCode, deliverWithPhoto, failDelivery, giveToRider, markPacked, pickUp } from "./fulfilment-steps.ts";

export type { CodeCheck, StepChange } from "./fulfilment-steps.ts";
export type { FulfilmentRouteDeps, RunDeliveries } from "./fulfilment-routes.ts";

export type FulfilmentModule = ReturnType<typeof createFulfilment>;

export function createFulfilment(deps: FulfilmentDeps) {
  return {
    markPacked,
    giveToRider,
    pickUp,
    checkCode,
    deliverWithPhoto,
    failDelivery,
    routes: (r: FulfilmentRouteDeps): ModuleRoutes => ({ admin: fulfilmentAdminRoutes(deps, r) }),
  };
}
