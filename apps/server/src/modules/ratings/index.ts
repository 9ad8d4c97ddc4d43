// Ratings' front door: the customer's rating of a delivered order (1-5, tags, a line of text;
// one per order, changeable for 7 days) and staff's figures per day and slot.
import type { Database } from "../../platform/database/client.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { ratingsAdminRoutes, ratingsStoreRoutes } from "./ratings-routes.ts";
import { eraseRatingTexts, type RatingsDeps } from "./ratings-use-cases.ts";

export type Ratings = ReturnType<typeof createRatings>;

export function createRatings(deps: RatingsDeps) {
  return {
    /** Erasure, in `tx`: the customer's words go, the stars stay in the shop's figures. */
    eraseTexts: (tx: Database, userId: string) => eraseRatingTexts(tx, userId),
    routes: ({ guards }: { guards: Guards }): ModuleRoutes => ({
      store: ratingsStoreRoutes(deps, { guards }),
      admin: ratingsAdminRoutes(deps),
    }),
  };
}
