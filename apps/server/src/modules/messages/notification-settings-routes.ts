import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, notificationSettingsBody, notificationSettingsSchema } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import { changeNotificationSettings, notificationSettingsOf } from "./notification-settings.ts";

const STAFF_GET_NO_UPDATES = "Staff accounts do not get order updates";

/** A customer's opt-in per channel: read by them or staff, changed only by them (it is their consent). */
export function notificationSettingsRoutes(deps: MessagesDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:id/notifications",
      {
        schema: {
          tags: ["messages"],
          params: idParams,
          response: { 200: notificationSettingsSchema, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        await guards.requireSelfOrAdmin(request, request.params.id);
        return notificationSettingsOf(deps, request.params.id);
      },
    );
    app.put(
      "/users/:id/notifications",
      {
        schema: {
          tags: ["messages"],
          params: idParams,
          body: notificationSettingsBody,
          response: { 200: notificationSettingsSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        await guards.requireShopper(request, request.params.id, STAFF_GET_NO_UPDATES);
        return changeNotificationSettings(deps, request.params.id, request.body);
      },
    );
  };
}
