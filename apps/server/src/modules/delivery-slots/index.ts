// Delivery slots' front door: the slots customers may choose (the time, the same-day lead time,
// capacity), staff's capacity settings, and the checks a checkout makes when a payment starts
// (a place left, taken under the slot's lock) and when it arrives (the slot's standing then).
import type { OverbookedReason } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { CapacitySettings } from "../../read-models/capacity-settings.ts";
import { deliverySlotsAdminRoutes, deliverySlotsStoreRoutes } from "./delivery-slots-routes.ts";
import {
  checkSlotOpenWith,
  holdSlotPlace,
  slotStandingWith,
  uncountedSlotStanding,
  type DeliverySlotsDeps,
  type PaidSlot,
  type SlotRequest,
} from "./slot-capacity-use-cases.ts";

export type { PaidSlot, SlotRequest } from "./slot-capacity-use-cases.ts";

export type DeliverySlots = ReturnType<typeof createDeliverySlots>;

export function createDeliverySlots(deps: DeliverySlotsDeps) {
  return {
    /**
     * Before a payment starts, with the date's settings already read: the slot is still offered
     * (400 otherwise) and has a place left (409 otherwise), counted only when it has a limit.
     * Answers the date, and whether the place must then be taken under the slot's lock.
     */
    checkSlotOpen: (request: SlotRequest, settings: CapacitySettings) => checkSlotOpenWith(deps, request, settings),
    /** Inside the transaction (`tx`) that stores the pending checkout: the slot's lock, then the same checks again. */
    holdSlotPlace: (tx: Database, request: SlotRequest) => holdSlotPlace(deps, tx, request),
    /**
     * Inside settlement's transaction (`tx`), for money already taken: whether accepting the order
     * goes beyond what the slot allows now (full, closed, or past its cut-off), which flags it.
     */
    slotStandingAtPayment: (tx: Database, paid: PaidSlot, settings: CapacitySettings): Promise<OverbookedReason | null> =>
      slotStandingWith(deps, tx, paid, settings),
    /**
     * The same when it needs neither the slot's lock nor a count (a slot without a limit can only
     * have passed its cut-off); `undefined` for a slot with a limit.
     */
    uncountedSlotStanding: (paid: Omit<PaidSlot, "userId">, settings: CapacitySettings) => uncountedSlotStanding(deps, paid, settings),
    routes: (): ModuleRoutes => ({ store: deliverySlotsStoreRoutes(deps), admin: deliverySlotsAdminRoutes(deps) }),
  };
}
