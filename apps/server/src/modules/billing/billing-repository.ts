import { asc, eq, sql } from "drizzle-orm";
import type { BillSeries } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import type { CreditNoteRow } from "../../read-models/billed-orders.ts";
import { billCounters, creditNotes } from "./billing-tables.ts";

/**
 * The next number of a series in a financial year. The counter row is created or incremented
 * by one statement and stays locked until the caller's transaction ends, so concurrent
 * settlements (in any process) queue here and each gets the next number; a rollback returns it.
 */
export async function nextNumber(tx: Database, series: BillSeries, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(billCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [billCounters.series, billCounters.financialYear],
      set: { lastNumber: sql`${billCounters.lastNumber} + 1` },
    })
    .returning({ n: billCounters.lastNumber });
  if (!row) throw new Error(`No counter for ${series} ${financialYear}`);
  return row.n;
}

export async function insertCreditNote(tx: Database, note: Omit<CreditNoteRow, "billNumber">): Promise<void> {
  await tx.insert(creditNotes).values(note);
}

export async function findCreditNoteByRefund(tx: Database, refundId: string): Promise<{ number: string } | undefined> {
  const [row] = await tx.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.refundId, refundId)).limit(1);
  return row;
}

/** An order's credit notes, oldest first (a refund's note in the order money went back). */
export async function findCreditNotesOfOrder(db: Database, orderId: string) {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** What has already been credited against an order. */
export async function creditedPaise(tx: Database, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${creditNotes.amountPaise}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  return row?.n ?? 0;
}
