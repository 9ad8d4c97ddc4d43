import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { refundLines, refunds } from "./refunds-tables.ts";

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Pick<
  typeof refunds.$inferInsert,
  "orderId" | "checkoutId" | "provider" | "providerPaymentId" | "amountPaise" | "reason" | "createdBy" | "createdAt"
>;

export async function insertRefund(db: Database, values: NewRefund): Promise<string> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: refunds.id });
  return row!.id;
}

/** A payment that made no order is refunded once: a second report of it inserts nothing (null). */
export async function insertOrphanRefund(db: Database, values: NewRefund): Promise<string | null> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, orderId: null, updatedAt: values.createdAt })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return row?.id ?? null;
}

export async function refundsOfOrder(db: Database, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

export async function findRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

export async function findRefundByProviderId(db: Database, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).limit(1);
  return row;
}

export async function lockRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for("update").limit(1);
  return row;
}

/** Moves a refund on only from the state it was read in, so a stale writer changes nothing. */
export async function moveRefund(
  db: Database,
  id: string,
  from: RefundRow["status"],
  to: { status: RefundRow["status"]; failureReason?: string | null; providerRefundId?: string; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set(to)
    .where(and(eq(refunds.id, id), eq(refunds.status, from)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export async function setProviderRefundId(db: Database, id: string, providerRefundId: string) {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, id));
}

/**
 * Refunds the provider has not taken yet, untouched since `before`: pending without a provider id
 * (a crash between the row's commit and the call), unknown (no answer in time) and failed without
 * a provider id (refused, or unreachable).
 */
export async function refundsToSweep(db: Database, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        lt(refunds.updatedAt, before),
        or(
          eq(refunds.status, "unknown"),
          and(isNull(refunds.providerRefundId), or(eq(refunds.status, "pending"), eq(refunds.status, "failed"))),
        ),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/** Refunds of payments that made no order (a second payment, an expired or changed checkout), newest first. */
export async function orderlessRefunds(db: Database, limit: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(isNull(refunds.orderId)).orderBy(desc(refunds.createdAt)).limit(limit);
}

/** Every refund of some provider payments (the ledger compares them with the provider's). */
export async function refundsOfPayments(db: Database, providerPaymentIds: readonly string[]): Promise<RefundRow[]> {
  if (providerPaymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.providerPaymentId, [...providerPaymentIds]));
}

/** Whether any of these order lines was refunded as a line before. */
/** The grams of each of these order lines already refunded, by line id (lines never refunded are absent). */
export async function refundedGramsOf(db: Database, orderItemIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: refundLines.orderItemId, grams: sql<number>`sum(${refundLines.grams})::int` })
    .from(refundLines)
    .where(inArray(refundLines.orderItemId, [...orderItemIds]))
    .groupBy(refundLines.orderItemId);
  return new Map(rows.map((r) => [r.id, Number(r.grams)]));
}

export async function insertRefundLines(
  db: Database,
  refundId: string,
  lines: readonly { lineId: string; grams: number }[],
): Promise<void> {
  await db.insert(refundLines).values(lines.map((l) => ({ orderItemId: l.lineId, refundId, grams: l.grams })));
}
