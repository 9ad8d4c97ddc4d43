import { desc, eq } from "drizzle-orm";
import type { OrderStatus } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { orderItems, orders, orderStatusChanges } from "./orders-tables.ts";

export type OrderRow = typeof orders.$inferSelect;

/** The order, locked until the transaction ends: status changes and refunds of one order queue up here. */
/** An order's lines in their order (position), with what each cost before the discount. */
export async function linesOfOrder(
  db: Database,
  orderId: string,
): Promise<{ id: string; productId: string | null; quantity: number; weightGrams: number; unitPricePaise: number; amountPaise: number }[]> {
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      weightGrams: orderItems.weightGrams,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return rows.map((r) => ({ ...r, amountPaise: r.unitPricePaise * r.quantity }));
}

export async function lockOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  return row;
}

/**
 * Sets a locked order's status and records the change (from, to, who, when). The time is never
 * before the previous change, so the history lists changes in the order they were made even
 * when the clock and two admins' clicks disagree.
 */
export async function recordStatusChange(
  db: Database,
  change: { orderId: string; from: OrderStatus; to: OrderStatus; changedBy: string | null; now: Date },
): Promise<void> {
  const [last] = await db
    .select({ at: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, change.orderId))
    .orderBy(desc(orderStatusChanges.changedAt))
    .limit(1);
  const changedAt = last && last.at >= change.now ? new Date(last.at.getTime() + 1) : change.now;
  await db.update(orders).set({ status: change.to }).where(eq(orders.id, change.orderId));
  await db
    .insert(orderStatusChanges)
    .values({ orderId: change.orderId, fromStatus: change.from, toStatus: change.to, changedBy: change.changedBy, changedAt });
}
