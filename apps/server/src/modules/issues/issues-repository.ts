import { asc, eq, ne, sql } from "drizzle-orm";
import type { IssueReason, IssueResolution } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { issues, issueTicketCounter } from "./issues-tables.ts";

export type IssueRow = typeof issues.$inferSelect;

/**
 * The next ticket number, in the caller's transaction: the counter row stays locked until it
 * commits, so two reports at once get consecutive numbers, and a report that rolls back takes
 * its number back with it (no gap).
 */
export async function nextTicketNumber(tx: Database): Promise<number> {
  const [row] = await tx
    .insert(issueTicketCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: issueTicketCounter.id, set: { lastNumber: sql`${issueTicketCounter.lastNumber} + 1` } })
    .returning({ lastNumber: issueTicketCounter.lastNumber });
  return row!.lastNumber;
}

export async function insertIssue(
  tx: Database,
  values: {
    ticketNumber: number;
    orderId: string;
    userId: string;
    reason: IssueReason;
    note: string;
    lineIds: string[];
    photos: string[];
    createdAt: Date;
  },
): Promise<IssueRow> {
  const [row] = await tx.insert(issues).values(values).returning();
  return row!;
}

/** The issue, locked until the transaction ends (after its order's lock, as every writer takes them). */
export async function lockIssue(tx: Database, issueId: string): Promise<IssueRow | undefined> {
  const [row] = await tx.select().from(issues).where(eq(issues.id, issueId)).for("update").limit(1);
  return row;
}

export async function findIssueRow(db: Database, issueId: string): Promise<IssueRow | undefined> {
  const [row] = await db.select().from(issues).where(eq(issues.id, issueId)).limit(1);
  return row;
}

export async function acknowledgeIssue(tx: Database, issueId: string, by: string, at: Date): Promise<void> {
  await tx.update(issues).set({ status: "acknowledged", acknowledgedAt: at, acknowledgedBy: by }).where(eq(issues.id, issueId));
}

export async function resolveIssueRow(
  tx: Database,
  issue: IssueRow,
  resolution: { resolution: IssueResolution; note: string | null; refundId: string | null; by: string; at: Date },
): Promise<void> {
  await tx
    .update(issues)
    .set({
      status: "resolved",
      // A ticket answered at once was acknowledged then too.
      acknowledgedAt: issue.acknowledgedAt ?? resolution.at,
      acknowledgedBy: issue.acknowledgedAt ? issue.acknowledgedBy : resolution.by,
      resolvedAt: resolution.at,
      resolvedBy: resolution.by,
      resolution: resolution.resolution,
      resolutionNote: resolution.note,
      refundId: resolution.refundId,
    })
    .where(eq(issues.id, issue.id));
}

/** Staff's queue: every unresolved ticket, oldest first. */
export async function unresolvedIssues(db: Database, limit: number): Promise<IssueRow[]> {
  return db
    .select()
    .from(issues)
    .where(ne(issues.status, "resolved"))
    .orderBy(asc(issues.createdAt), asc(issues.ticketNumber))
    .limit(limit);
}

/** Unresolved tickets past their limit to be acknowledged, or to be resolved: the dashboard's flags. */
export async function overdueCounts(db: Database, now: Date, acknowledgeWithinMs: number, resolveWithinMs: number) {
  const [row] = await db
    .select({
      acknowledge: sql<number>`count(*) filter (where ${issues.status} = 'open' and ${issues.createdAt} < ${new Date(now.getTime() - acknowledgeWithinMs).toISOString()}::timestamptz)`,
      resolve: sql<number>`count(*) filter (where ${issues.createdAt} < ${new Date(now.getTime() - resolveWithinMs).toISOString()}::timestamptz)`,
    })
    .from(issues)
    .where(ne(issues.status, "resolved"));
  return { acknowledge: Number(row?.acknowledge ?? 0), resolve: Number(row?.resolve ?? 0) };
}

/** Erasure: the customer's issues keep their ticket and story for the books, but lose their photos. Answers the photo names. */
export async function erasePhotosOf(tx: Database, userId: string): Promise<string[]> {
  const rows = await tx.select({ photos: issues.photos }).from(issues).where(eq(issues.userId, userId));
  await tx
    .update(issues)
    .set({ photos: sql`'{}'::text[]` })
    .where(eq(issues.userId, userId));
  return rows.flatMap((r) => r.photos);
}
