import { and, count, countDistinct, eq, gt, inArray, isNull, ne, notExists, sql, type SQL } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import { checkouts } from "../modules/checkout/checkout-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";

/** Which places in a slot to count: pending checkouts hold one from `holdSince` on. */
export interface TakenFilter {
  holdSince: Date;
  /** This customer's own pending checkouts are not counted: a new one replaces them. */
  exceptUserId?: string;
  /** At payment, orders already accepted beyond capacity do not count against the one being settled. */
  withoutOverbooked?: boolean;
}

function orderConditions(dates: string[], filter: TakenFilter): SQL[] {
  const conditions = [inArray(orders.deliveryDate, dates), ne(orders.status, "Canceled")];
  if (filter.withoutOverbooked) conditions.push(isNull(orders.overbooked));
  return conditions;
}

/** A later pending checkout of the same customer: only a customer's latest one holds a place. */
const newer = alias(checkouts, "newer_checkout");

function checkoutConditions(db: Database, dates: string[], filter: TakenFilter): SQL[] {
  const conditions = [
    inArray(checkouts.deliveryDate, dates),
    eq(checkouts.status, "pending"),
    gt(checkouts.createdAt, filter.holdSince),
    // One open hold per customer: starting a checkout for another slot lets the earlier place go,
    // so one account cannot hold a place in every limited slot.
    notExists(
      db
        .select({ one: sql`1` })
        .from(newer)
        .where(
          and(
            eq(newer.userId, checkouts.userId),
            eq(newer.status, "pending"),
            sql`(${newer.createdAt}, ${newer.id}) > (${checkouts.createdAt}, ${checkouts.id})`,
          ),
        ),
    ),
  ];
  if (filter.exceptUserId) conditions.push(ne(checkouts.userId, filter.exceptUserId));
  return conditions;
}

export const slotKey = (date: string, slot: string) => `${date} ${slot}`;

/**
 * Places taken per date and slot (keyed by `slotKey`): orders that are not cancelled (a
 * cancelled order gives its place back by its status alone), plus customers whose latest pending
 * checkout is still within its hold (one place per customer in all, however often they pressed
 * Pay and for whichever slots).
 */
export async function countTakenPlaces(db: Database, dates: string[], filter: TakenFilter): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  // One statement (orders, then held checkouts), so it runs as well inside a transaction.
  const rows = await unionAll(
    db
      .select({ date: orders.deliveryDate, slot: orders.slot, n: count() })
      .from(orders)
      .where(and(...orderConditions(dates, filter)))
      .groupBy(orders.deliveryDate, orders.slot),
    db
      .select({ date: checkouts.deliveryDate, slot: checkouts.slot, n: countDistinct(checkouts.userId) })
      .from(checkouts)
      .where(and(...checkoutConditions(db, dates, filter)))
      .groupBy(checkouts.deliveryDate, checkouts.slot),
  );
  const taken = new Map<string, number>();
  for (const row of rows) taken.set(slotKey(row.date, row.slot), (taken.get(slotKey(row.date, row.slot)) ?? 0) + row.n);
  return taken;
}
