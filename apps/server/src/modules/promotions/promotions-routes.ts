import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffActor } from "../audit/index.ts";
import { ROLES_FOR } from "@taaza/domain";
import { z } from "zod";
import {
  basketCouponBody,
  basketOffersSchema,
  couponBody,
  couponReportRowSchema,
  couponSchema,
  freeDeliveryBody,
  freeDeliverySchema,
  idParams,
  SERVER_MESSAGES,
} from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import {
  addCoupon,
  applyBasketCoupon,
  changeCoupon,
  couponReportCsv,
  couponReportRows,
  coupons,
  freeDelivery,
  removeBasketCoupon,
  removeCoupon,
  setFreeDelivery,
  type PromotionsDeps,
} from "./promotions-use-cases.ts";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The customer's code for their basket. */
export function promotionsStoreRoutes(deps: PromotionsDeps, { guards }: { guards: Guards }): FastifyPluginAsyncZod {
  const { requireShopper } = guards;
  return async (app) => {
    app.post(
      "/basket/coupon",
      { schema: { tags: ["basket"], body: basketCouponBody, response: { 200: basketOffersSchema, ...errors } } },
      async (request) => {
        const caller = await requireShopper(request, null, SERVER_MESSAGES.cart.adminNoBasket);
        return applyBasketCoupon(deps, caller.id, request.body.code);
      },
    );

    app.delete("/basket/coupon", { schema: { tags: ["basket"], response: { 200: basketOffersSchema, ...errors } } }, async (request) => {
      const caller = await requireShopper(request, null, SERVER_MESSAGES.cart.adminNoBasket);
      return removeBasketCoupon(deps, caller.id);
    });
  };
}

/** Staff set coupon codes and the free-delivery threshold, and read what each offer gave. */
/** Offers are the office's: owner and manager (issue 29's roles). */
const OFFICE = { roles: ROLES_FOR.office };

export function promotionsAdminRoutes(deps: PromotionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/admin/coupons", { config: OFFICE, schema: { tags: ["admin"], response: { 200: z.array(couponSchema) } } }, async () =>
      coupons(deps),
    );

    app.post(
      "/admin/coupons",
      { config: OFFICE, schema: { tags: ["admin"], body: couponBody, response: { 201: couponSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await addCoupon(deps, await staffActor(request), request.body)),
    );

    app.put(
      "/admin/coupons/:id",
      { config: OFFICE, schema: { tags: ["admin"], params: idParams, body: couponBody, response: { 200: couponSchema, ...errors } } },
      async (request) => changeCoupon(deps, await staffActor(request), request.params.id, request.body),
    );

    app.delete(
      "/admin/coupons/:id",
      {
        config: OFFICE,
        schema: {
          tags: ["admin"],
          params: idParams,
          response: { 200: z.object({ deleted: z.boolean(), message: z.string().optional() }), ...errors },
        },
      },
      async (request) => removeCoupon(deps, await staffActor(request), request.params.id),
    );

    app.get(
      "/admin/coupons/report",
      { config: OFFICE, schema: { tags: ["admin"], response: { 200: z.array(couponReportRowSchema) } } },
      async () => couponReportRows(deps),
    );

    app.get("/admin/coupons/report.csv", { config: OFFICE, schema: { tags: ["admin"] } }, async (_request, reply) =>
      reply
        .headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="offers.csv"',
          "cache-control": "private, no-store",
        })
        .send(await couponReportCsv(deps)),
    );

    app.get("/admin/free-delivery", { config: OFFICE, schema: { tags: ["admin"], response: { 200: freeDeliverySchema } } }, async () =>
      freeDelivery(deps),
    );

    app.put(
      "/admin/free-delivery",
      { config: OFFICE, schema: { tags: ["admin"], body: freeDeliveryBody, response: { 200: freeDeliverySchema, ...errors } } },
      async (request) => setFreeDelivery(deps, await staffActor(request), request.body),
    );
  };
}
