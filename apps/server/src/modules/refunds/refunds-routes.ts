import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  idParams,
  idSchema,
  ledgerQuery,
  ledgerSchema,
  orderSchema,
  refundBody,
  refundLinesBody,
  REFUND_STATUSES,
  type Ledger,
  type Order,
  type RefundBody,
  type RefundLinesBody,
} from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { Logger } from "../../platform/logger.ts";
import { staffActor, type Actor } from "../audit/index.ts";
import type { RefundRow } from "./refunds-repository.ts";

/** Staff refunding part (or the rest) of an order: a process (processes/refund-order.ts). */
export type RefundPart = (actor: Actor, orderId: string, body: RefundBody, log: Logger) => Promise<Order>;
/**
 * Staff refunding lines of an order, the amount computed at what they cost after the discount:
 * picked lines (units or grams, a listed reason) or whole lines (processes/refund-order.ts).
 */
export type RefundLines = (actor: Actor, orderId: string, body: RefundLinesBody, log: Logger) => Promise<Order>;
/** Staff sending a failed refund again (processes/refund-order.ts). */
export type RetryRefund = (actor: Actor, orderId: string, refundId: string, log: Logger) => Promise<Order>;

export interface RefundsRouteDeps {
  guards: Guards;
  refundPart: RefundPart;
  refundLines: RefundLines;
  retryRefund: RetryRefund;
  orderlessRefunds: () => Promise<RefundRow[]>;
  /** The daily ledger of an India day (processes/daily-ledger.ts). */
  ledgerOf: (date: string) => Promise<Ledger>;
}

/** A refund of a payment that made no order, as staff's list shows it. */
const orderlessRefundSchema = z.object({
  _id: z.string(),
  checkoutId: z.string(),
  providerPaymentId: z.string(),
  providerRefundId: z.string().nullable(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const orderResponse = {
  200: z.object({ data: orderSchema }),
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** Staff refunds: part of an order, and retries of failed ones. */
export function refundsAdminRoutes({
  refundPart,
  refundLines,
  retryRefund,
  orderlessRefunds,
  ledgerOf,
}: RefundsRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // One India day of money, the provider's against the shop's, and every mismatch.
    app.get(
      "/admin/ledger",
      {
        config: { roles: ROLES_FOR.office },
        schema: {
          tags: ["admin"],
          querystring: ledgerQuery,
          response: { 200: ledgerSchema, 400: errorBody, 401: errorBody, 403: errorBody, 502: errorBody },
        },
      },
      async (request) => ledgerOf(request.query.date),
    );

    // Money going back on payments that made no order: no order page shows them, so this list does.
    app.get(
      "/admin/refunds",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], response: { 200: z.object({ data: z.array(orderlessRefundSchema) }), 401: errorBody, 403: errorBody } },
      },
      async () => ({
        data: (await orderlessRefunds()).map((r) => ({
          _id: r.id,
          checkoutId: r.checkoutId,
          providerPaymentId: r.providerPaymentId,
          providerRefundId: r.providerRefundId,
          amountPaise: r.amountPaise,
          reason: r.reason,
          status: r.status,
          failureReason: r.failureReason,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        })),
      }),
    );

    app.post(
      "/orders/:id/refunds",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: idParams, body: refundBody, response: orderResponse } },
      async (request) => ({
        data: await refundPart(await staffActor(request), request.params.id, request.body, request.log),
      }),
    );

    // Lines at what they really cost after the order's discount (issues 32 and 33): picked lines,
    // units or grams each for a reason from the list, or whole lines by id with a reason in words.
    app.post(
      "/orders/:id/refunds/lines",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], params: idParams, body: refundLinesBody, response: orderResponse },
      },
      async (request) => ({
        data: await refundLines(await staffActor(request), request.params.id, request.body, request.log),
      }),
    );

    app.post(
      "/orders/:id/refunds/:refundId/retry",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], params: z.object({ id: idSchema, refundId: idSchema }), response: orderResponse },
      },
      async (request) => ({ data: await retryRefund(await staffActor(request), request.params.id, request.params.refundId, request.log) }),
    );
  };
}
