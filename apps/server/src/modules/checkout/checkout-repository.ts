import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { preparedQuery } from "../../platform/database/prepared-query.ts";
import { checkouts, type CheckoutLine, type CheckoutRow, type ShippingAddress } from "./checkout-tables.ts";

export type NewCheckout = Omit<typeof checkouts.$inferInsert, "lines" | "shippingAddress" | "status" | "orderId"> & {
  id: string;
  currency: string;
  /** The app's clock, not the database's: how long the checkout holds its slot place is judged by it. */
  createdAt: Date;
  lines: CheckoutLine[];
  shippingAddress: ShippingAddress;
};

const insertCheckoutQuery = preparedQuery((db) =>
  db
    .insert(checkouts)
    .values({
      id: sql.placeholder("id"),
      userId: sql.placeholder("userId"),
      provider: sql.placeholder("provider"),
      providerOrderId: sql.placeholder("providerOrderId"),
      amountPaise: sql.placeholder("amountPaise"),
      currency: sql.placeholder("currency"),
      subtotalPaise: sql.placeholder("subtotalPaise"),
      deliveryChargePaise: sql.placeholder("deliveryChargePaise"),
      discountPaise: sql.placeholder("discountPaise"),
      couponCode: sql.placeholder("couponCode"),
      lines: sql.placeholder("lines"),
      basketFingerprint: sql.placeholder("basketFingerprint"),
      shippingAddress: sql.placeholder("shippingAddress"),
      deliveryDate: sql.placeholder("deliveryDate"),
      slot: sql.placeholder("slot"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare(""),
);

export async function insertCheckout(db: Database, values: NewCheckout) {
  await insertCheckoutQuery(db, values);
}

const findCheckoutQuery = preparedQuery((db) =>
  db
    .select()
    .from(checkouts)
    .where(eq(checkouts.providerOrderId, sql.placeholder("providerOrderId")))
    .limit(1)
    .prepare(""),
);

export async function findCheckout(db: Database, providerOrderId: string): Promise<CheckoutRow | undefined> {
  const [row] = await findCheckoutQuery(db, { providerOrderId });
  return row;
}

/** Answers whether it was pending (and so is rejected now). */
export async function markCheckoutRejected(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: "rejected" })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** Answers whether it was pending (and so is expired now). */
export async function markCheckoutExpired(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: "expired" })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** Checkouts started before `before` and never settled, oldest first: the reconciliation's work. */
export async function unsettledCheckouts(db: Database, before: Date, limit: number): Promise<CheckoutRow[]> {
  const rows = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, "pending"), lt(checkouts.createdAt, before)))
    .orderBy(asc(checkouts.createdAt))
    .limit(limit);
  return rows;
}

/**
 * Takes up to `limit` checkouts started before `before`, still pending, and not taken by another
 * reconciliation since `leaseFrom`, oldest check first: each is marked taken at `now` and
 * returned. One statement, rows another process is taking skipped, so the provider is then asked
 * with no lock held and no two processes ask about the same checkout at once.
 */
export async function claimUnsettledCheckouts(
  db: Database,
  request: { before: Date; leaseFrom: Date; now: Date; limit: number },
): Promise<CheckoutRow[]> {
  const due = db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, "pending"),
        lt(checkouts.createdAt, request.before),
        or(isNull(checkouts.checkedAt), lt(checkouts.checkedAt, request.leaseFrom)),
      ),
    )
    .orderBy(sql`${checkouts.checkedAt} asc nulls first`, asc(checkouts.createdAt))
    .limit(request.limit)
    .for("update", { skipLocked: true });
  return db.update(checkouts).set({ checkedAt: request.now }).where(inArray(checkouts.id, due)).returning();
}
