import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pincodeSchema } from "@taaza/domain";
import { sendJsonWithEtag } from "../../http/cached-json.ts";
import { listPincodes } from "./delivery-repository.ts";

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get("/pincodes", { schema: { tags: ["delivery"], response: { 200: z.array(pincodeSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(request, reply, await listPincodes(db)),
  );
};
