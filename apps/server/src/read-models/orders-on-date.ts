import { and, asc, eq, ne } from "drizzle-orm";
import { DELIVERY_SLOTS, type OrdersOnDate } from "@taaza/domain";
import { users } from "../modules/accounts/accounts-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";

/**
 * The paid orders that deliver on a date (not cancelled), in one slot or all by slot: what
 * closing the date or the slot would leave without riders. Joins orders with their customers' names, so it lives here.
 */
export async function paidOrdersOnDate(db: Database, date: string, slot?: string): Promise<OrdersOnDate["orders"]> {
  const rows = await db
    .select({ _id: orders.id, billId: orders.billId, customer: users.username, slot: orders.slot })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, "Canceled"), slot === undefined ? undefined : eq(orders.slot, slot)))
    .orderBy(asc(orders.billId));
  // In the day's order of slots (8AM-10AM before 10AM-12PM), not the alphabet's.
  const place = (slot: string) => DELIVERY_SLOTS.findIndex((s) => s.slot === slot);
  return rows.sort((a, b) => place(a.slot) - place(b.slot));
}
