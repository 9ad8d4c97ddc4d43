import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, orderSchema, ratingBody, ratingSummaryQuery, ratingSummarySchema } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import { rateOrder, ratingSummary, type RatingsDeps } from "./ratings-use-cases.ts";

/** The owner rating a delivered order. */
export function ratingsStoreRoutes(deps: RatingsDeps, { guards }: { guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/orders/:id/rating",
      {
        schema: {
          tags: ["orders"],
          description:
            "stars (1-5), tags (fresh, well-cleaned, right-cut, on-time, rider-polite), text. The order's owner, once it is delivered: 201 the first time, 200 when changed within 7 days of giving it, 409 after.",
          params: idParams,
          body: ratingBody,
          response: {
            200: z.object({ data: orderSchema }),
            201: z.object({ data: orderSchema }),
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const { order, created } = await rateOrder(deps, await guards.requireUser(request), request.params.id, request.body);
        return reply.status(created ? 201 : 200).send({ data: order });
      },
    );
  };
}

/** Staff's ratings per day and slot. */
export function ratingsAdminRoutes(deps: RatingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/ratings",
      {
        config: { roles: ROLES_FOR.office },
        schema: {
          tags: ["admin"],
          querystring: ratingSummaryQuery,
          response: { 200: ratingSummarySchema, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => ratingSummary(deps, request.query),
    );
  };
}
