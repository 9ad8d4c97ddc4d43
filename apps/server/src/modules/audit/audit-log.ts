import { sql } from "drizzle-orm";
import type { StaffRole } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { auditEntries } from "./audit-tables.ts";

/** Who did a staff write, and from which address (the request's, past the trusted proxies). */
export interface Actor {
  id: string;
  role: StaffRole | null;
  ip: string | null;
}

/** What one staff write changed. `before` and `after` hold only the fields that changed. */
export interface AuditChange {
  action: string;
  entity: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends the entry in `tx`, the transaction of the change it records: a change that rolls back
 * leaves no entry, and a change that commits never lacks one. The actor's name is copied in the
 * same statement. `at` is the shop's clock's time of the change (the database's when not given).
 */
export async function recordAudit(tx: Database, actor: Actor, change: AuditChange, at?: Date): Promise<void> {
  await tx.insert(auditEntries).values({
    // A module without the shop's clock records the database's time of the change.
    at: at ?? sql`now()`,
    actorId: actor.id,
    actorUsername: sql`coalesce((select username from users where id = ${actor.id}), '')`,
    actorRole: actor.role,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
    ip: actor.ip,
  });
}

/** The fields of `before` and `after` that differ, each side keeping only those. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}
