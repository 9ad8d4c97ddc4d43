import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, idSchema, outboxDetailSchema, outboxPageSchema } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { errorBody } from "../../platform/http/error-body.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import { outboxAttachment, outboxMessage, outboxPage } from "./outbox-use-cases.ts";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** Staff read the outbox: every message, its rendered bodies and its attachments. */
export function outboxRoutes(deps: MessagesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/outbox",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], querystring: pageQuery, response: { 200: outboxPageSchema } } },
      async (request) => outboxPage(deps, request.query.page),
    );

    app.get(
      "/admin/outbox/:id",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], params: idParams, response: { 200: outboxDetailSchema, 404: errorBody } },
      },
      async (request) => outboxMessage(deps, request.params.id),
    );

    app.get(
      "/admin/outbox/:id/attachments/:attachmentId",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], params: z.object({ id: idSchema, attachmentId: idSchema }) } },
      async (request, reply) => {
        const file = await outboxAttachment(deps, request.params.id, request.params.attachmentId);
        const safeName = file.filename.replace(/[^\w.-]/g, "_");
        return reply
          .headers({
            "content-type": file.contentType,
            "content-disposition": `attachment; filename="${safeName}"`,
            "cache-control": "private, no-store",
            "x-content-type-options": "nosniff",
          })
          .send(Buffer.from(file.content));
      },
    );
  };
}
