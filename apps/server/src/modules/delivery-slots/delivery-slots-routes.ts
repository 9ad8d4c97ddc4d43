import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffActor } from "../audit/index.ts";
import {
  closedDateBody,
  closedDateParams,
  deliverySlotsSchema,
  ordersOnDateQuery,
  ordersOnDateSchema,
  slotCapacitySchema,
  slotCapacitySettingsBody,
  slotOverrideBody,
  slotOverrideParams,
} from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import {
  closeDate,
  deliverySlotsNow,
  ordersOnDate,
  removeSlotOverride,
  reopenDate,
  saveSlotSettings,
  setSlotOverride,
  slotCapacityOverview,
  type DeliverySlotsDeps,
} from "./slot-capacity-use-cases.ts";

const adminAnswers = { 200: slotCapacitySchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The slots customers may choose now, each with its places left. */
export function deliverySlotsStoreRoutes(deps: DeliverySlotsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/delivery-slots", { schema: { tags: ["checkout"], response: { 200: deliverySlotsSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return deliverySlotsNow(deps);
    });
  };
}

/** Staff's capacity settings: per slot, per date, closed dates and the same-day lead time. */
export function deliverySlotsAdminRoutes(deps: DeliverySlotsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/delivery-slots",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], response: adminAnswers } },
      async () => slotCapacityOverview(deps),
    );

    app.put(
      "/admin/delivery-slots/settings",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], body: slotCapacitySettingsBody, response: adminAnswers } },
      async (request) => saveSlotSettings(deps, await staffActor(request), request.body),
    );

    app.put(
      "/admin/delivery-slots/overrides",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], body: slotOverrideBody, response: adminAnswers } },
      async (request) => setSlotOverride(deps, await staffActor(request), request.body),
    );

    app.delete(
      "/admin/delivery-slots/overrides/:date/:slot",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: slotOverrideParams, response: adminAnswers } },
      async (request) => removeSlotOverride(deps, await staffActor(request), request.params.date, request.params.slot),
    );

    app.get(
      "/admin/delivery-slots/closed-dates/:date/orders",
      {
        config: { roles: ROLES_FOR.office },
        schema: {
          tags: ["admin"],
          params: closedDateParams,
          querystring: ordersOnDateQuery,
          response: { ...adminAnswers, 200: ordersOnDateSchema },
        },
      },
      async (request) => ordersOnDate(deps, request.params.date, request.query.slot),
    );

    app.put(
      "/admin/delivery-slots/closed-dates",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], body: closedDateBody, response: adminAnswers } },
      async (request) => closeDate(deps, await staffActor(request), request.body),
    );

    app.delete(
      "/admin/delivery-slots/closed-dates/:date",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: closedDateParams, response: adminAnswers } },
      async (request) => reopenDate(deps, await staffActor(request), request.params.date),
    );
  };
}
