import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, MESSAGES, productReviewsSchema, REVIEW_IMAGE_LIMIT, reviewListQuery, reviewSchema } from "@taaza/domain";
import { sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import type { Guards } from "../../platform/http/guards.ts";
import { readMultipartForm } from "../uploads/index.ts";
import { postReview, productReviews, type ReviewsDeps } from "./reviews-use-cases.ts";

const productParams = z.object({ productId: idSchema });

/** A product's reviews, and customers posting theirs. */
export function reviewsRoutes(
  deps: ReviewsDeps,
  { guards, reviewRateLimit }: { guards: Guards; reviewRateLimit: number },
): FastifyPluginAsyncZod {
  const { currentPrincipal, requireUser } = guards;
  return async (app) => {
    app.get(
      "/reviews/getproductreview/:productId",
      {
        schema: {
          tags: ["reviews"],
          description:
            "A product's reviews, best rated first then newest. Without `page` the first 50; with `page`, that page of 5. `average` (one decimal) and `count` cover all reviews.",
          params: productParams,
          querystring: reviewListQuery,
          response: { 200: productReviewsSchema },
        },
      },
      async (request, reply) => {
        const reviews = await productReviews(deps, request.params.productId, request.query.page, await currentPrincipal(request));
        return sendJsonWithEtag(request, reply, reviews);
      },
    );

    app.post(
      "/reviews/createreview/:productId",
      {
        // Each post may carry three photos to decode: bounded per client, whoever they sign in as.
        config: { rateLimit: { max: reviewRateLimit, timeWindow: "1 minute" } },
        schema: {
          tags: ["reviews"],
          description: `Multipart: review (text), rating (1-5), up to ${REVIEW_IMAGE_LIMIT} images in reviewImages. Customers only; the username is the poster's own. One review per customer and product: 201 when written, 200 when it replaced the customer's earlier one. At most ${reviewRateLimit} posts a minute per client address.`,
          params: productParams,
          response: { 200: reviewSchema, 201: reviewSchema },
        },
      },
      async (request, reply) => {
        const principal = await requireUser(request);
        const { review, created } = await postReview(deps, principal, request.params.productId, () =>
          readMultipartForm(request, { maxFiles: REVIEW_IMAGE_LIMIT, tooManyFiles: MESSAGES.review.tooManyImages }),
        );
        return reply.status(created ? 201 : 200).send(review);
      },
    );
  };
}
