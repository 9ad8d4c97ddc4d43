// The audit log's front door (issue 29): every staff write appends an entry in its own
// transaction (`recordAudit`), and the owner reads them. Nothing updates or deletes an entry.
import type { FastifyRequest } from "fastify";
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { Principal } from "../../platform/principal.ts";
import type { Actor } from "./audit-log.ts";
import { auditRoutes } from "./audit-routes.ts";

export { changedFields, recordAudit, type Actor, type AuditChange } from "./audit-log.ts";

/** The actor of a staff request: the signed-in staff member and the client's address. */
export function actorOf(principal: Principal, request: Pick<FastifyRequest, "ip">): Actor {
  return { id: principal.id, role: principal.role, ip: request.ip ?? null };
}

/**
 * The actor of a request in the admin tree: its hook has already looked up and checked the
 * caller (a staff member whose role the route allows), so this reads that lookup.
 */
export async function staffActor(request: FastifyRequest): Promise<Actor> {
  const principal = await request.principalLookup;
  if (!principal) throw new Error("staffActor is for routes of the admin tree");
  return actorOf(principal, request);
}

export function createAudit(deps: { db: Database }) {
  return {
    routes: (): ModuleRoutes => ({ admin: auditRoutes(deps) }),
  };
}
