import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditEntrySchema, auditQuery, ROLES_FOR, toCsv, type AuditEntry } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { findAuditEntries } from "./audit-repository.ts";

/** The CSV export's cap: a year of a small shop's staff writes. */
const CSV_LIMIT = 20_000;

function auditCsv(entries: readonly AuditEntry[]): string {
  const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));
  return toCsv([
    ["at", "actor", "role", "action", "entity", "entityId", "before", "after", "ip"],
    ...entries.map((e) => [
      e.at,
      e.actor.username,
      e.actor.role ?? "",
      e.action,
      e.entity,
      e.entityId,
      json(e.before),
      json(e.after),
      e.ip ?? "",
    ]),
  ]);
}

/** The owner reads the audit log; nothing in the app edits or deletes it. */
export function auditRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/audit",
      {
        config: { roles: ROLES_FOR.owner },
        schema: {
          tags: ["admin"],
          description: "Staff actions newest first, 50 a page (total in X-Total-Count).",
          querystring: auditQuery,
          response: { 200: z.object({ data: z.array(auditEntrySchema) }), 400: errorBody },
        },
      },
      async (request, reply) => {
        const { data, total } = await findAuditEntries(deps.db, request.query);
        reply.header("x-total-count", String(total));
        return { data };
      },
    );

    app.get(
      "/admin/audit.csv",
      {
        config: { roles: ROLES_FOR.owner },
        schema: { tags: ["admin"], description: "Every entry the same filters match, as CSV.", querystring: auditQuery },
      },
      async (request, reply) => {
        const { data } = await findAuditEntries(deps.db, { ...request.query, page: 1 }, CSV_LIMIT);
        return reply
          .headers({ "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit.csv"' })
          .send(auditCsv(data));
      },
    );
  };
}
