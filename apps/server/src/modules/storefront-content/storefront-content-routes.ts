import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { creativeAddedSchema, creativeDetailsBody, creativeSchema, dealBody, dealSchema, idParams, SERVER_MESSAGES } from "@taaza/domain";
import { sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import { adminOnly } from "../../http/current-user.ts";
import { toProduct } from "../catalog/index.ts";
import { readMultipartForm } from "../uploads/index.ts";
import { listCreatives, listVisibleDeals } from "./storefront-content-repository.ts";
import { addCreative, addDeal, editCreativeDetails, removeCreative, removeDeal } from "./storefront-content-use-cases.ts";

const messageBody = z.object({ message: z.string() });

export const storefrontContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get(
    "/creatives",
    { schema: { tags: ["storefront"], response: { 200: z.object({ data: z.array(creativeSchema) }) } } },
    async (request, reply) => sendJsonWithEtag(request, reply, { data: await listCreatives(db) }),
  );

  app.post("/creatives", { ...admin, schema: { tags: ["admin"], response: { 201: creativeAddedSchema } } }, async (request, reply) => {
    const form = await readMultipartForm(request, { maxFiles: 1, tooManyFiles: SERVER_MESSAGES.creative.oneFile });
    return reply.status(201).send({ data: { image: await addCreative(deps, form) } });
  });

  app.put(
    "/creatives/:id",
    {
      ...admin,
      schema: { tags: ["admin"], params: idParams, body: creativeDetailsBody, response: { 200: z.object({ data: creativeSchema }) } },
    },
    async (request) => ({ data: await editCreativeDetails(deps, request.params.id, request.body) }),
  );

  app.delete(
    "/creatives/:id",
    { ...admin, schema: { tags: ["admin"], params: idParams, response: { 200: messageBody } } },
    async (request) => removeCreative(deps, request.params.id),
  );

  app.get("/ftds", { schema: { tags: ["storefront"], response: { 200: z.array(dealSchema) } } }, async (request, reply) =>
    sendJsonWithEtag(
      request,
      reply,
      (await listVisibleDeals(db)).map((d) => ({ _id: d.id, product: toProduct(d.product) })),
    ),
  );

  app.post("/ftds", { ...admin, schema: { tags: ["admin"], body: dealBody, response: { 201: dealSchema } } }, async (request, reply) =>
    reply.status(201).send(await addDeal(deps, request.body.product)),
  );

  app.delete("/ftds/:id", { ...admin, schema: { tags: ["admin"], params: idParams, response: { 200: messageBody } } }, async (request) =>
    removeDeal(deps, request.params.id),
  );
};
