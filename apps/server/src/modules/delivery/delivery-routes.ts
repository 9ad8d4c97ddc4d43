import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deliveryDemandBody,
  idParams,
  pincodeBody,
  pincodeDemandSchema,
  pincodeImportBody,
  pincodeImportRefusalSchema,
  pincodeImportResultSchema,
  pincodeSchema,
  ROLES_FOR,
} from "@taaza/domain";
import { staffActor } from "../audit/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import { codedError } from "../../platform/http/error-handler.ts";
import { listPincodes } from "./delivery-repository.ts";
import { addPincode, changePincode, demandPerPincode, importPincodes, recordDemand, removePincode } from "./delivery-use-cases.ts";

type DeliveryDeps = { db: Database; clock: Clock };

/** The places the shop delivers to, and what delivery there costs; asks to deliver somewhere new. */
export function deliveryStoreRoutes(deps: DeliveryDeps, options: { demandRateLimit: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/pincodes", { schema: { tags: ["delivery"], response: { 200: z.array(pincodeSchema) } } }, async (request, reply) =>
      sendJsonWithEtag(request, reply, await listPincodes(deps.db)),
    );

    app.post(
      "/pincode-demand",
      {
        config: { rateLimit: { max: options.demandRateLimit, timeWindow: "1 minute" } },
        schema: {
          tags: ["delivery"],
          description:
            '"Tell me when you deliver here": an email or 10-digit mobile number for a pincode the shop does not serve. The same person and pincode count once.',
          body: deliveryDemandBody,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => recordDemand(deps, request.body),
    );
  };
}

/** Staff add and change delivery locations, import them from a CSV, and see where people ask for delivery. */
export function deliveryAdminRoutes(deps: DeliveryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/pincodes",
      { config: { roles: ROLES_FOR.owner }, schema: { tags: ["admin"], body: pincodeBody, response: { 201: pincodeSchema } } },
      async (request, reply) => reply.status(201).send(await addPincode(deps, await staffActor(request), request.body)),
    );

    app.post(
      "/pincodes/import",
      {
        config: { roles: ROLES_FOR.owner },
        schema: {
          tags: ["admin"],
          description:
            "A CSV of delivery locations (columns pincode, name, optional deliveryCharges and status), all or nothing: any bad row answers 400 with every bad row's number and message; pincodes already served or repeated are skipped and reported.",
          body: pincodeImportBody,
          response: { 200: pincodeImportResultSchema, 400: pincodeImportRefusalSchema },
        },
      },
      async (request, reply) => {
        const outcome = await importPincodes(deps, await staffActor(request), request.body.csv);
        if (!outcome.ok) return reply.status(400).send({ ...codedError(outcome.message), rows: outcome.problems });
        return outcome.result;
      },
    );

    app.put(
      "/pincodes/:id",
      {
        config: { roles: ROLES_FOR.owner },
        schema: { tags: ["admin"], params: idParams, body: pincodeBody, response: { 200: pincodeSchema } },
      },
      async (request) => changePincode(deps, await staffActor(request), request.params.id, request.body),
    );

    app.delete(
      "/pincodes/:id",
      {
        config: { roles: ROLES_FOR.owner },
        schema: { tags: ["admin"], params: idParams, response: { 200: z.object({ message: z.string() }) } },
      },
      async (request) => removePincode(deps, await staffActor(request), request.params.id),
    );

    app.get(
      "/admin/pincode-demand",
      {
        config: { roles: ROLES_FOR.owner },
        schema: {
          tags: ["admin"],
          description: "Per pincode, the people who asked for delivery there, the most asked-for first.",
          response: { 200: z.array(pincodeDemandSchema) },
        },
      },
      async () => demandPerPincode(deps),
    );
  };
}
