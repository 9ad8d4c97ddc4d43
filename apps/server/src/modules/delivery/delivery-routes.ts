import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, pincodeBody, pincodeSchema } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { staffActor } from "../audit/index.ts";
import type { Database } from "../../platform/database/client.ts";
import { sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import { listPincodes } from "./delivery-repository.ts";
import { addPincode, changePincode, removePincode } from "./delivery-use-cases.ts";

/** The places the shop delivers to, and what delivery there costs. */
export function deliveryStoreRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/pincodes", { schema: { tags: ["delivery"], response: { 200: z.array(pincodeSchema) } } }, async (request, reply) =>
      sendJsonWithEtag(request, reply, await listPincodes(deps.db)),
    );
  };
}

/** Staff add and change delivery locations. */
export function deliveryAdminRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/pincodes",
      { config: { roles: ROLES_FOR.owner }, schema: { tags: ["admin"], body: pincodeBody, response: { 201: pincodeSchema } } },
      async (request, reply) => reply.status(201).send(await addPincode(deps, await staffActor(request), request.body)),
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
  };
}
