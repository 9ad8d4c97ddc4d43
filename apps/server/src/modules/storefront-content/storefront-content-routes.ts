import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { creativeAddedSchema, creativeDetailsBody, creativeSchema, idParams, SERVER_MESSAGES } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { sendJsonWithEtag } from "../../platform/http/cached-json.ts";
import { staffActor } from "../audit/index.ts";
import { readMultipartForm } from "../uploads/index.ts";
import { listCreatives } from "./storefront-content-repository.ts";
import { addCreative, editCreativeDetails, removeCreative, type StorefrontContentDeps } from "./storefront-content-use-cases.ts";

const messageBody = z.object({ message: z.string() });

/** The home page's banners. */
export function storefrontContentStoreRoutes(deps: StorefrontContentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/creatives",
      { schema: { tags: ["storefront"], response: { 200: z.object({ data: z.array(creativeSchema) }) } } },
      async (request, reply) => sendJsonWithEtag(request, reply, { data: await listCreatives(deps.db) }),
    );
  };
}

/** Staff add, describe and remove the banners. */
export function storefrontContentAdminRoutes(deps: StorefrontContentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/creatives",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], response: { 201: creativeAddedSchema } } },
      async (request, reply) => {
        const form = await readMultipartForm(request, { maxFiles: 1, tooManyFiles: SERVER_MESSAGES.creative.oneFile });
        return reply.status(201).send({ data: { image: await addCreative(deps, await staffActor(request), form) } });
      },
    );

    app.put(
      "/creatives/:id",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], params: idParams, body: creativeDetailsBody, response: { 200: z.object({ data: creativeSchema }) } },
      },
      async (request) => ({ data: await editCreativeDetails(deps, await staffActor(request), request.params.id, request.body) }),
    );

    app.delete(
      "/creatives/:id",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: idParams, response: { 200: messageBody } } },
      async (request) => removeCreative(deps, await staffActor(request), request.params.id),
    );
  };
}
