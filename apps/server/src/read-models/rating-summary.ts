import { and, asc, avg, between, count, eq } from "drizzle-orm";
import { orders } from "../modules/orders/orders-tables.ts";
import { orderRatings } from "../modules/ratings/ratings-tables.ts";
import type { Database } from "../platform/database/client.ts";

/**
 * Ratings per delivery day and slot between two India dates (inclusive), for staff's dashboard.
 * Per rider too once deliveries name their rider (issue 29): one more column to group by.
 */
export async function ratingsPerSlot(db: Database, from: string, to: string) {
  const rows = await db
    .select({ day: orders.deliveryDate, slot: orders.slot, count: count(), average: avg(orderRatings.stars) })
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .where(and(between(orders.deliveryDate, from, to)))
    .groupBy(orders.deliveryDate, orders.slot)
    .orderBy(asc(orders.deliveryDate), asc(orders.slot));
  return rows.map((r) => ({ day: r.day, slot: r.slot, count: r.count, average: Math.round(Number(r.average ?? 0) * 10) / 10 }));
}
