import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, pincodeBody, pincodeSchema } from "@taaza/domain";
import { sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import { adminOnly } from "../../http/current-user.ts";
import { listPincodes } from "./delivery-repository.ts";
import { addPincode, changePincode } from "./delivery-use-cases.ts";

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get("/pincodes", { schema: { tags: ["delivery"], response: { 200: z.array(pincodeSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, await listPincodes(deps.db)),
  );

  app.post(
    "/pincodes",
    { ...admin, schema: { tags: ["admin"], body: pincodeBody, response: { 201: pincodeSchema } } },
    async (request, reply) => reply.status(201).send(await addPincode(deps, request.body)),
  );

  app.put(
    "/pincodes/:id",
    { ...admin, schema: { tags: ["admin"], params: idParams, body: pincodeBody, response: { 200: pincodeSchema } } },
    async (request) => changePincode(deps, request.params.id, request.body),
  );
};
