import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, MESSAGES, productReviewsSchema, REVIEW_IMAGE_LIMIT, reviewListQuery, reviewSchema } from "@taaza/domain";
import { sendJsonWithEtag } from "../../http/cached-json.ts";
import { currentPrincipal, requireUser } from "../../http/current-user.ts";
import { readMultipartForm } from "../uploads/multipart-form.ts";
import { postReview, productReviews } from "./reviews-use-cases.ts";

const productParams = z.object({ productId: idSchema });

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    "/reviews/getproductreview/:productId",
    {
      schema: {
        tags: ["reviews"],
        description: "A product's reviews, best rated first then newest. Without `page` all of them; with `page`, that page of 5. `average` (one decimal) and `count` cover all reviews.",
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
      schema: {
        tags: ["reviews"],
        description: `Multipart: review (text), rating (1-5), up to ${REVIEW_IMAGE_LIMIT} images in reviewImages. Customers only; the username is the poster's own.`,
        params: productParams,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const review = await postReview(deps, principal, request.params.productId, () =>
        readMultipartForm(request, { maxFiles: REVIEW_IMAGE_LIMIT, tooManyFiles: MESSAGES.review.tooManyImages }),
      );
      return reply.status(201).send(review);
    },
  );
};
