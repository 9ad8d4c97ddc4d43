import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, indiaDayBounds, type AuditEntry, type AuditQuery } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { auditEntries } from "./audit-tables.ts";

function where(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditEntries.actorId, query.actor));
  if (query.entity) conditions.push(eq(auditEntries.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditEntries.entityId, query.entityId));
  // Dates are India's calendar days, both ends included.
  if (query.from) conditions.push(gte(auditEntries.at, indiaDayBounds(query.from).start));
  if (query.to) conditions.push(lt(auditEntries.at, indiaDayBounds(query.to).end));
  return conditions.length ? and(...conditions) : undefined;
}

type Row = typeof auditEntries.$inferSelect;

const toEntry = (row: Row): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: { _id: row.actorId, username: row.actorUsername, role: row.actorRole },
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  ip: row.ip,
});

/** Newest first, a page at a time (all of them, up to `limit`, for the CSV). */
export async function findAuditEntries(
  db: Database,
  query: AuditQuery,
  limit = AUDIT_PAGE_SIZE,
): Promise<{ data: AuditEntry[]; total: number }> {
  const offset = ((query.page ?? 1) - 1) * limit;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditEntries).where(where(query)).orderBy(desc(auditEntries.at), desc(auditEntries.seq)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditEntries).where(where(query)),
  ]);
  return { data: rows.map(toEntry), total: total?.n ?? 0 };
}
