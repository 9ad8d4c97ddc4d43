import { and, asc, avg, between, count, desc, eq } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { orderFulfilment } from "../modules/fulfilment/fulfilment-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import { orderRatings } from "../modules/ratings/ratings-tables.ts";
import type { Database } from "../platform/database/client.ts";

/**
 * Ratings per delivery day and slot between two India dates (inclusive), for staff's dashboard.
 */
export async function ratingsPerSlot(db: Database, from: string, to: string) {
  const rows = await db
    .select({ day: orders.deliveryDate, slot: orders.slot, count: count(), average: avg(orderRatings.stars) })
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .where(and(between(orders.deliveryDate, from, to)))
    .groupBy(orders.deliveryDate, orders.slot)
    .orderBy(asc(orders.deliveryDate), asc(orders.slot));
  return rows.map((r) => ({ day: r.day, slot: r.slot, count: r.count, average: oneDecimal(r.average) }));
}

const oneDecimal = (average: string | null) => Math.round(Number(average ?? 0) * 10) / 10;

/** Ratings per rider who took the order (issue 29's fulfilment), between two India dates (inclusive). */
export async function ratingsPerRider(db: Database, from: string, to: string) {
  const rows = await db
    .select({ riderId: orderFulfilment.riderId, rider: users.username, count: count(), average: avg(orderRatings.stars) })
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .leftJoin(orderFulfilment, eq(orderFulfilment.orderId, orders.id))
    .leftJoin(users, eq(users.id, orderFulfilment.riderId))
    .where(between(orders.deliveryDate, from, to))
    .groupBy(orderFulfilment.riderId, users.username)
    .orderBy(desc(count()), asc(users.username));
  return rows.map((r) => ({ riderId: r.riderId ?? null, rider: r.rider ?? null, count: r.count, average: oneDecimal(r.average) }));
}
