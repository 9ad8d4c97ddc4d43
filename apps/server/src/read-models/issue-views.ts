import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { formatTicket, type Issue, type IssueReason, type Rating, type RatingTag } from "@taaza/domain";
import { users } from "../modules/accounts/accounts-tables.ts";
import { issues } from "../modules/issues/issues-tables.ts";
import { orderItems, orderStatusChanges } from "../modules/orders/orders-tables.ts";
import { orderRatings } from "../modules/ratings/ratings-tables.ts";
import type { Database } from "../platform/database/client.ts";

// Care as the order JSON and staff's queue read it: issues with the names of the staff who moved
// them on, the order's delivery time and lines (the issue's window and the lines it may name),
// and the order's rating.

export type IssueRow = typeof issues.$inferSelect;

/** When the order was last marked Delivered, or null. */
export async function deliveredAtOf(db: Database, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, "Delivered")))
    .orderBy(desc(orderStatusChanges.changedAt))
    .limit(1);
  return row?.at ?? null;
}

/** The order's lines as an issue's refund prices them. */
export async function orderLinesOf(db: Database, orderId: string): Promise<{ id: string; unitPricePaise: number; quantity: number }[]> {
  return db
    .select({ id: orderItems.id, unitPricePaise: orderItems.unitPricePaise, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** Unresolved issues of an order (in `db`, under the order's lock when opening another). */
export async function unresolvedIssuesOf(db: Database, orderId: string): Promise<IssueRow[]> {
  return db
    .select()
    .from(issues)
    .where(and(eq(issues.orderId, orderId), ne(issues.status, "resolved")));
}

/** Issues as the API shows them, with staff's names; rows keep their order. */
export async function toIssues(db: Database, rows: IssueRow[]): Promise<Issue[]> {
  const staff = [...new Set(rows.flatMap((r) => [r.acknowledgedBy, r.resolvedBy]).filter((id): id is string => id !== null))];
  const names =
    staff.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, staff))).map((u) => [
            u.id,
            u.username,
          ]),
        );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return rows.map((r) => ({
    _id: r.id,
    ticket: formatTicket(r.ticketNumber),
    orderId: r.orderId,
    status: r.status,
    reason: r.reason as IssueReason,
    note: r.note,
    lineIds: r.lineIds,
    photos: r.photos,
    createdAt: r.createdAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: nameOf(r.acknowledgedBy),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolvedBy: nameOf(r.resolvedBy),
    resolution: r.resolution,
    resolutionNote: r.resolutionNote,
    refundId: r.refundId,
  }));
}

/** Every issue of these orders, oldest first. */
export async function issuesOfOrders(db: Database, orderIds: readonly string[]): Promise<Issue[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(issues)
    .where(inArray(issues.orderId, [...orderIds]))
    .orderBy(asc(issues.createdAt), asc(issues.ticketNumber));
  return toIssues(db, rows);
}

export async function findIssue(db: Database, issueId: string): Promise<Issue | undefined> {
  const rows = await db.select().from(issues).where(eq(issues.id, issueId)).limit(1);
  return (await toIssues(db, rows))[0];
}

/** Ratings of these orders, by order id. */
export async function ratingsOfOrders(db: Database, orderIds: readonly string[]): Promise<Map<string, Rating>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderRatings)
    .where(inArray(orderRatings.orderId, [...orderIds]));
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        stars: r.stars,
        tags: r.tags as RatingTag[],
        text: r.text,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      },
    ]),
  );
}
