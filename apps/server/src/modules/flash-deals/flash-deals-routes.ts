import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminFlashDealsSchema, flashDealBody, flashDealsSchema, idParams } from "@taaza/domain";
import { adminOnly } from "../../http/current-user.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { flashDealsForStaff, runningFlashDeals, setFlashDeal } from "./flash-deals-use-cases.ts";

/** The home page's Flash Deals, and staff setting which products are on one and until when. */
export const flashDealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get("/flash-deals", { schema: { tags: ["catalog"], response: { 200: flashDealsSchema } } }, async (_request, reply) => {
    // A deal ends at a set second: a cached copy would show it after it is over.
    reply.header("cache-control", "no-store");
    return runningFlashDeals(deps);
  });

  app.get(
    "/admin/flash-deals",
    { ...admin, schema: { tags: ["admin"], response: { 200: adminFlashDealsSchema, 401: errorBody, 403: errorBody } } },
    async () => flashDealsForStaff(deps),
  );

  app.put(
    "/products/:id/flash-deal",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        params: idParams,
        body: flashDealBody,
        response: { 200: adminFlashDealsSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await setFlashDeal(deps, request.params.id, request.body);
      return flashDealsForStaff(deps);
    },
  );
};
