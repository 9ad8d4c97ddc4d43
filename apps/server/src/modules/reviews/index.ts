// Reviews' front door: a product's reviews (best rated first, with the average), and customers
// posting theirs, one per product, with up to three photos.
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { reviewsRoutes } from "./reviews-routes.ts";
import type { ReviewsDeps } from "./reviews-use-cases.ts";

export function createReviews(deps: ReviewsDeps & { config: { reviewRateLimit: number } }) {
  return {
    routes: ({ guards }: { guards: Guards }): ModuleRoutes => ({
      store: reviewsRoutes(deps, { guards, reviewRateLimit: deps.config.reviewRateLimit }),
    }),
  };
}
