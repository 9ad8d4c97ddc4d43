// Reviews' front door: a product's reviews (best rated first, with the average), and customers
// posting theirs, one per product, with up to three photos.
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { reviewsRoutes } from "./reviews-routes.ts";
import { anonymiseReviews, removeReviewPhotos, type ReviewsDeps } from "./reviews-use-cases.ts";
import type { Database } from "../../platform/database/client.ts";

export type Reviews = ReturnType<typeof createReviews>;

export function createReviews(deps: ReviewsDeps & { config: { reviewRateLimit: number } }) {
  return {
    /** Erasure of an account (in `tx`): its reviews lose the name (to `label`) and photos; answers the photos. */
    anonymise: (tx: Database, userId: string, label: string) => anonymiseReviews(tx, userId, label),
    removePhotos: (names: readonly string[]) => removeReviewPhotos(deps.images, names),
    routes: ({ guards }: { guards: Guards }): ModuleRoutes => ({
      store: reviewsRoutes(deps, { guards, reviewRateLimit: deps.config.reviewRateLimit }),
    }),
  };
}
