import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  closedDateBody,
  closedDateParams,
  deliverySlotsSchema,
  slotCapacitySchema,
  slotCapacitySettingsBody,
  slotOverrideBody,
  slotOverrideParams,
} from "@taaza/domain";
import { adminOnly } from "../../http/current-user.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import {
  closeDate,
  deliverySlotsNow,
  removeSlotOverride,
  reopenDate,
  saveSlotSettings,
  setSlotOverride,
  slotCapacityOverview,
} from "./slot-capacity-use-cases.ts";

const adminAnswers = { 200: slotCapacitySchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The slots customers may choose, and staff's capacity settings behind them. */
export const deliverySlotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The caller is checked before the body is read.
  const admin = { onRequest: adminOnly };

  app.get("/delivery-slots", { schema: { tags: ["checkout"], response: { 200: deliverySlotsSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return deliverySlotsNow(deps);
  });

  app.get("/admin/delivery-slots", { ...admin, schema: { tags: ["admin"], response: adminAnswers } }, async () =>
    slotCapacityOverview(deps),
  );

  app.put(
    "/admin/delivery-slots/settings",
    { ...admin, schema: { tags: ["admin"], body: slotCapacitySettingsBody, response: adminAnswers } },
    async (request) => saveSlotSettings(deps, request.body),
  );

  app.put(
    "/admin/delivery-slots/overrides",
    { ...admin, schema: { tags: ["admin"], body: slotOverrideBody, response: adminAnswers } },
    async (request) => setSlotOverride(deps, request.body),
  );

  app.delete(
    "/admin/delivery-slots/overrides/:date/:slot",
    { ...admin, schema: { tags: ["admin"], params: slotOverrideParams, response: adminAnswers } },
    async (request) => removeSlotOverride(deps, request.params.date, request.params.slot),
  );

  app.put(
    "/admin/delivery-slots/closed-dates",
    { ...admin, schema: { tags: ["admin"], body: closedDateBody, response: adminAnswers } },
    async (request) => closeDate(deps, request.body),
  );

  app.delete(
    "/admin/delivery-slots/closed-dates/:date",
    { ...admin, schema: { tags: ["admin"], params: closedDateParams, response: adminAnswers } },
    async (request) => reopenDate(deps, request.params.date),
  );
};
