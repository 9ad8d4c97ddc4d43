import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOrdersQuery,
  ordersListQuery,
  STAFF_ORDERS_LIMIT,
  idParams,
  idSchema,
  orderSchema,
  orderStatusBody,
  packedBody,
  type PackedBody,
  reorderResultSchema,
  SERVER_MESSAGES,
  type Order,
  type OrderStatus,
} from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Principal } from "../../platform/principal.ts";
import { actorOf, type Actor } from "../audit/index.ts";
import type { OrdersDeps } from "./orders-deps.ts";
import { adminOrdersPage, customerOrder, reorder, visibleOrders } from "./orders-use-cases.ts";

/** The customer's own cancellation: a process that spans modules (processes/cancel-order.ts). */
export type CancelOwnOrder = (caller: Principal, orderId: string, log: Logger) => Promise<Order>;

/** Staff setting any status (processes/set-order-status.ts). */
export type SetOrderStatus = (admin: Actor, orderId: string, customerId: string, status: OrderStatus, log: Logger) => Promise<Order>;

/** Staff recording the weights packed, refunding short weight (processes/record-packed-weights.ts). */
export type RecordPackedWeights = (staff: Actor, orderId: string, body: PackedBody, log: Logger) => Promise<Order>;

export interface OrdersRouteDeps {
  guards: Guards;
  cancelOwnOrder: CancelOwnOrder;
  setOrderStatus: SetOrderStatus;
  recordPackedWeights: RecordPackedWeights;
}

const orderResponse = {
  200: z.object({ data: orderSchema }),
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** Orders as customers read them, and the customer's cancel. Orders are only ever created by a verified payment. */
export function ordersStoreRoutes(deps: OrdersDeps, { guards, cancelOwnOrder }: OrdersRouteDeps): FastifyPluginAsyncZod {
  const { requireShopper, requireUser } = guards;
  return async (app) => {
    app.get(
      "/orders",
      {
        schema: {
          tags: ["orders"],
          description: `Staff get a page of every order (page, limit up to ${STAFF_ORDERS_LIMIT}; total in X-Total-Count); a customer all of their own.`,
          querystring: ordersListQuery,
          response: { 200: z.object({ data: z.array(orderSchema) }), 400: errorBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const { data, total } = await visibleOrders(deps, await requireUser(request), request.query);
        if (total !== null) reply.header("x-total-count", String(total));
        return { data };
      },
    );

    app.get(
      "/orders/:id",
      {
        schema: { tags: ["orders"], params: idParams, response: { 200: z.object({ data: orderSchema }), 401: errorBody, 404: errorBody } },
      },
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

    app.post("/orders/:id/cancel", { schema: { tags: ["orders"], params: idParams, response: orderResponse } }, async (request) => ({
      data: await cancelOwnOrder(await requireUser(request), request.params.id, request.log),
    }));

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
}

/** Staff's orders: the paged list and status changes. */
export function ordersAdminRoutes(
  deps: OrdersDeps,
  { guards, setOrderStatus, recordPackedWeights }: OrdersRouteDeps,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/orders",
      { config: { roles: ROLES_FOR.floor }, schema: { tags: ["admin"], querystring: adminOrdersQuery } },
      async (request) => adminOrdersPage(deps, request.query),
    );

    // The second id is the order's customer, as the spec's call sends it.
    app.put(
      "/orders/:orderId/:userId",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], params: z.object({ orderId: idSchema, userId: idSchema }), body: orderStatusBody },
      },
      async (request) => ({
        data: await setOrderStatus(
          actorOf(await guards.requireAdmin(request), request),
          request.params.orderId,
          request.params.userId,
          request.body.status,
          request.log,
        ),
      }),
    );

    // The packer's scale readings for some or all lines; short weight is refunded at once.
    app.put(
      "/admin/orders/:orderId/packed",
      {
        config: { roles: ROLES_FOR.floor },
        schema: {
          tags: ["admin"],
          description: "Packed weights in grams per order line; a line short beyond SHORT_WEIGHT_TOLERANCE_GRAMS refunds the difference.",
          params: z.object({ orderId: idSchema }),
          body: packedBody,
          response: orderResponse,
        },
      },
      async (request) => ({
        data: await recordPackedWeights(
          actorOf(await guards.requireAdmin(request), request),
          request.params.orderId,
          request.body,
          request.log,
        ),
      }),
    );
  };
}
