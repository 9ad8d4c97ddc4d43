import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, idSchema, orderSchema, reorderResultSchema, SERVER_MESSAGES } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import { requireShopper, requireUser } from "../../http/current-user.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import { customerOrder, reorder, visibleOrders } from "./orders-use-cases.ts";

/** Orders as customers and staff read them. Orders are only ever created by a verified payment. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    "/orders",
    { schema: { tags: ["orders"], response: { 200: z.object({ data: z.array(orderSchema) }), 401: errorBody } } },
    async (request) => ({
      data: await visibleOrders(deps, await requireUser(request)),
    }),
  );

  app.get(
    "/orders/:id",
    { schema: { tags: ["orders"], params: idParams, response: { 200: z.object({ data: orderSchema }), 401: errorBody, 404: errorBody } } },
    async (request) => ({ data: await customerOrder(deps, await requireUser(request), request.params.id) }),
  );

  app.post(
    "/orders/:id/reorder",
    {
      schema: {
        tags: ["orders"],
        params: idParams,
        response: { 200: reorderResultSchema, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const caller = await requireShopper(request, null, SERVER_MESSAGES.cart.adminNoBasket);
      return reorder(deps, caller, request.params.id);
    },
  );

  // The spec's client posted its own order with its own prices; that is never accepted.
  app.post(
    "/orders/:userId",
    { schema: { tags: ["orders"], params: z.object({ userId: idSchema }), response: { 410: errorBody } } },
    async (request) => {
      await requireUser(request);
      throw new HttpError(410, SERVER_MESSAGES.order.createdByPayment);
    },
  );
};
