import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { creditNotes } from "../modules/billing/billing-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import { refunds } from "../modules/refunds/refunds-tables.ts";
import type { Database } from "../platform/database/client.ts";

// The shop's side of the money: orders paid, refunds made and their credit notes, as the daily
// ledger compares them with the payment provider's records (processes/daily-ledger.ts).

export interface LedgerOrder {
  id: string;
  providerOrderId: string;
  providerPaymentId: string;
  billPricePaise: number;
  createdAt: Date;
}

export interface LedgerRefund {
  id: string;
  orderId: string | null;
  providerPaymentId: string;
  providerRefundId: string | null;
  amountPaise: number;
  status: "pending" | "processed" | "failed" | "unknown";
  createdAt: Date;
  /** A processed refund of a billed order has a credit note; false when it is missing. */
  creditNoted: boolean | null;
}

const refundColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  providerPaymentId: refunds.providerPaymentId,
  providerRefundId: refunds.providerRefundId,
  amountPaise: refunds.amountPaise,
  status: refunds.status,
  createdAt: refunds.createdAt,
  // Qualified by hand: inside the subqueries an unqualified "id" would be the credit note's own.
  creditNoted: sql<boolean | null>`case when "refunds"."status" = 'processed' and "refunds"."order_id" is not null
    and (select o.bill_number from ${orders} o where o.id = "refunds"."order_id") is not null
    then exists (select 1 from ${creditNotes} c where c.refund_id = "refunds"."id"::text) else null end`,
};

const orderColumns = {
  id: orders.id,
  providerOrderId: orders.providerOrderId,
  providerPaymentId: orders.providerPaymentId,
  billPricePaise: orders.billPricePaise,
  createdAt: orders.createdAt,
};

/** The provider's orders paid in [start, end): the shop's takings of a day. */
export async function ordersPaidBetween(db: Database, provider: string, start: Date, end: Date): Promise<LedgerOrder[]> {
  return db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.provider, provider), gte(orders.createdAt, start), lt(orders.createdAt, end)));
}

/** The orders of these provider payments, whatever day they were made. */
export async function ordersOfPayments(db: Database, providerPaymentIds: readonly string[]): Promise<LedgerOrder[]> {
  if (providerPaymentIds.length === 0) return [];
  return db
    .select(orderColumns)
    .from(orders)
    .where(inArray(orders.providerPaymentId, [...providerPaymentIds]));
}

/** The provider's refunds the shop made in [start, end), any state. */
export async function refundsMadeBetween(db: Database, provider: string, start: Date, end: Date): Promise<LedgerRefund[]> {
  return db
    .select(refundColumns)
    .from(refunds)
    .where(and(eq(refunds.provider, provider), gte(refunds.createdAt, start), lt(refunds.createdAt, end)));
}

/** Every refund the shop made on these provider payments, any day, any state. */
export async function refundsOfPayments(db: Database, providerPaymentIds: readonly string[]): Promise<LedgerRefund[]> {
  if (providerPaymentIds.length === 0) return [];
  return db
    .select(refundColumns)
    .from(refunds)
    .where(inArray(refunds.providerPaymentId, [...providerPaymentIds]));
}

/**
 * Of these captured provider payments, those the shop knows nothing of: no order is theirs and
 * no refund of a payment without an order was made for them (whatever its state: the sweeper
 * sends it until the provider takes it).
 */
export async function paymentsUnknownToTheShop(db: Database, providerPaymentIds: readonly string[]): Promise<string[]> {
  if (providerPaymentIds.length === 0) return [];
  const ids = [...providerPaymentIds];
  const withOrders = await db.select({ id: orders.providerPaymentId }).from(orders).where(inArray(orders.providerPaymentId, ids));
  const refunded = await db
    .select({ id: refunds.providerPaymentId })
    .from(refunds)
    .where(and(inArray(refunds.providerPaymentId, ids), isNull(refunds.orderId)));
  const known = new Set([...withOrders, ...refunded].map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
