import { and, asc, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { checkouts } from "../../db/schema.ts";
import type { ShippingAddress } from "../orders/index.ts";

/** A basket line as it was priced when the customer asked to pay. */
export interface CheckoutLine {
  productId: string;
  name: string;
  weightGrams: number;
  image: string | null;
  unitPricePaise: number;
  defaultPricePaise: number;
  quantity: number;
}

export type CheckoutRow = Omit<typeof checkouts.$inferSelect, "lines" | "shippingAddress"> & {
  lines: CheckoutLine[];
  shippingAddress: ShippingAddress;
};

export type NewCheckout = Omit<typeof checkouts.$inferInsert, "lines" | "shippingAddress" | "status" | "orderId"> & {
  id: string;
  /** The app's clock, not the database's: how long the checkout holds its slot place is judged by it. */
  createdAt: Date;
  lines: CheckoutLine[];
  shippingAddress: ShippingAddress;
};

export async function insertCheckout(db: Database, values: NewCheckout) {
  await db.insert(checkouts).values(values);
}

export async function findCheckout(db: Database, providerOrderId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId)).limit(1);
  return row as CheckoutRow | undefined;
}

/** The checkout, locked until the transaction ends: payments for it are settled one at a time. */
export async function lockCheckout(db: Database, providerOrderId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId)).limit(1).for("update");
  return row as CheckoutRow | undefined;
}

export async function markCheckoutPaid(db: Database, id: string, orderId: string) {
  await db.update(checkouts).set({ status: "paid", orderId }).where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

export async function markCheckoutRejected(db: Database, id: string) {
  await db.update(checkouts).set({ status: "rejected" }).where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

export async function markCheckoutExpired(db: Database, id: string) {
  await db.update(checkouts).set({ status: "expired" }).where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

/** Checkouts started before `before` and never settled, oldest first: the reconciliation's work. */
export async function unsettledCheckouts(db: Database, before: Date, limit: number): Promise<CheckoutRow[]> {
  const rows = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, "pending"), lt(checkouts.createdAt, before)))
    .orderBy(asc(checkouts.createdAt))
    .limit(limit);
  return rows as CheckoutRow[];
}
