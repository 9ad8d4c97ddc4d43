import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deliveryCodeBody,
  dispatchQuery,
  failedDeliveryBody,
  fulfilmentSchema,
  idSchema,
  indiaTime,
  riderAssignmentBody,
  riderDeliverySchema,
  ROLES_FOR,
  slotDeliverySchema,
  TEAM_MESSAGES,
  type FailedDeliveryReason,
  type Fulfilment,
} from "@taaza/domain";
import { invalid } from "../../platform/errors.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { Principal } from "../../platform/principal.ts";
import { riderRunSheet, slotDeliveries } from "../../read-models/deliveries.ts";
import type { Actor } from "../audit/index.ts";
import { actorOf } from "../audit/index.ts";
import { readMultipartForm } from "../uploads/index.ts";
import type { FulfilmentDeps } from "./fulfilment-deps.ts";

/** The flows that span modules (processes/run-deliveries.ts), handed to the routes. */
export interface RunDeliveries {
  assignRider(actor: Actor, orderId: string, riderId: string): Promise<Fulfilment>;
  pickUp(actor: Actor, orderId: string): Promise<Fulfilment>;
  deliverWithCode(actor: Actor, orderId: string, code: string): Promise<Fulfilment>;
  deliverWithPhoto(actor: Actor, orderId: string, photo: Buffer, reason: string): Promise<Fulfilment>;
  failDelivery(actor: Actor, orderId: string, reason: FailedDeliveryReason): Promise<Fulfilment>;
}

export interface FulfilmentRouteDeps {
  guards: Guards;
  run: RunDeliveries;
}

const orderParams = z.object({ orderId: idSchema });
const answers = {
  200: z.object({ data: fulfilmentSchema }),
  400: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** Staff give a slot's orders to riders; riders deliver their own. */
export function fulfilmentAdminRoutes(deps: FulfilmentDeps, { guards, run }: FulfilmentRouteDeps): FastifyPluginAsyncZod {
  const actor = async (request: Parameters<Guards["requireAdmin"]>[0]): Promise<Actor> => {
    const principal: Principal = await guards.requireAdmin(request);
    return actorOf(principal, request);
  };
  return async (app) => {
    app.get(
      "/admin/deliveries",
      {
        config: { roles: ROLES_FOR.floor },
        schema: {
          tags: ["admin"],
          description: "A slot's orders with their step and rider, in the suggested stop order (by pincode, then area).",
          querystring: dispatchQuery,
          response: { 200: z.object({ data: z.array(slotDeliverySchema) }), 400: errorBody },
        },
      },
      async (request) => ({ data: await slotDeliveries(deps.db, request.query.date, request.query.slot) }),
    );

    app.put(
      "/admin/orders/:orderId/rider",
      {
        config: { roles: ROLES_FOR.floor },
        schema: { tags: ["admin"], params: orderParams, body: riderAssignmentBody, response: answers },
      },
      async (request) => ({ data: await run.assignRider(await actor(request), request.params.orderId, request.body.riderId) }),
    );

    app.get(
      "/rider/deliveries",
      {
        config: { roles: ROLES_FOR.rider },
        schema: {
          tags: ["rider"],
          description: "The signed-in rider's deliveries still to do and today's finished ones, in stop order.",
          response: { 200: z.object({ data: z.array(riderDeliverySchema) }) },
        },
      },
      async (request) => ({
        data: await riderRunSheet(deps.db, (await guards.requireAdmin(request)).id, indiaTime(deps.clock.now()).date),
      }),
    );

    app.post(
      "/rider/deliveries/:orderId/picked-up",
      { config: { roles: ROLES_FOR.rider }, schema: { tags: ["rider"], params: orderParams, response: answers } },
      async (request) => ({ data: await run.pickUp(await actor(request), request.params.orderId) }),
    );

    // JSON with the customer's code, or a multipart photo at the door with a reason.
    app.post(
      "/rider/deliveries/:orderId/delivered",
      {
        config: { roles: ROLES_FOR.rider },
        schema: {
          tags: ["rider"],
          description:
            "`{code}`: the 4-digit code the customer's order page shows (five wrong ones lock the delivery for staff); or multipart `photo` with `reason`.",
          params: orderParams,
          response: answers,
        },
      },
      async (request) => {
        const who = await actor(request);
        if (request.isMultipart()) {
          const form = await readMultipartForm(request, { maxFiles: 1, tooManyFiles: TEAM_MESSAGES.photoNeeded });
          const photo = form.files.find((file) => file.field === "photo");
          if (!photo) throw invalid(TEAM_MESSAGES.photoNeeded);
          return { data: await run.deliverWithPhoto(who, request.params.orderId, photo.bytes, form.fields.reason ?? "") };
        }
        const body = deliveryCodeBody.safeParse(request.body ?? {});
        if (!body.success) throw invalid(body.error.issues[0]?.message ?? TEAM_MESSAGES.photoNeeded);
        return { data: await run.deliverWithCode(who, request.params.orderId, body.data.code) };
      },
    );

    app.post(
      "/rider/deliveries/:orderId/failed",
      { config: { roles: ROLES_FOR.rider }, schema: { tags: ["rider"], params: orderParams, body: failedDeliveryBody, response: answers } },
      async (request) => ({ data: await run.failDelivery(await actor(request), request.params.orderId, request.body.reason) }),
    );
  };
}
