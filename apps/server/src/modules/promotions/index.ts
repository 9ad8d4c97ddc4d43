// Promotions' front door (issue 32): coupon codes and the free-delivery threshold staff set, the
// code a customer types for their basket, the basket's offers as the customer reads them, and a
// code's use taken atomically when a checkout starts with it. Every discount is computed by the
// domain's rules (packages/domain/src/promotions.ts), in paise.
import type { BasketOffers } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { promotionsAdminRoutes, promotionsStoreRoutes } from "./promotions-routes.ts";
import { basketOffers, holdSince, offerLinesOf, reserveCouponUse, termsOf, type PromotionsDeps } from "./promotions-use-cases.ts";

export type { PromotionsDeps } from "./promotions-use-cases.ts";
export type Promotions = ReturnType<typeof createPromotions>;

export function createPromotions(deps: PromotionsDeps) {
  return {
    /** The basket's code, discount and delivery charge, as GET /api/users/{id} carries them. */
    basketOffers: (userId: string): Promise<BasketOffers> => basketOffers(deps, userId),
    /** Uses of checkouts started after this still count (they are being paid). */
    holdSince: (now: Date): Date => holdSince(deps, now),
    /** Takes a code's use for a checkout stored in `tx`; 409 when none is left. */
    reserveCouponUse: (tx: Database, use: Parameters<typeof reserveCouponUse>[2]) => reserveCouponUse(deps, tx, use),
    termsOf,
    offerLinesOf,
    routes: (r: { guards: Guards }): ModuleRoutes => ({ store: promotionsStoreRoutes(deps, r), admin: promotionsAdminRoutes(deps) }),
  };
}
