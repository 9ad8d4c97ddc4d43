import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import {
  areaOf,
  byStopOrder,
  mapsSearchUrl,
  type Fulfilment,
  type FulfilmentEvent,
  type RiderDelivery,
  type SlotDelivery,
} from "@taaza/domain";
import { users } from "../modules/accounts/accounts-tables.ts";
import { fulfilmentSteps, orderFulfilment } from "../modules/fulfilment/fulfilment-tables.ts";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";

// Deliveries as riders, the dispatch screen and the customer's order page read them: orders,
// their fulfilment, and the riders' names (three owners' tables).

/** Numbers each (date, slot) group's stops 1, 2, 3... in the suggested order. */
function numberStops<T extends { deliveryDate: string; slot: string; pincode: string; area: string; billId: string }>(
  rows: T[],
): (T & { stop: number })[] {
  const sorted = [...rows].sort(
    (a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.slot.localeCompare(b.slot) || byStopOrder(a, b),
  );
  let group = "";
  let stop = 0;
  return sorted.map((row) => {
    const key = `${row.deliveryDate} ${row.slot}`;
    stop = key === group ? stop + 1 : 1;
    group = key;
    return { ...row, stop };
  });
}

/**
 * The rider's run sheet: every delivery given to them that is still to do, and today's finished
 * ones, by date and slot, each slot's stops grouped by pincode and area.
 */
export async function riderRunSheet(db: Database, riderId: string, today: string): Promise<RiderDelivery[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      billId: orders.billId,
      deliveryDate: orders.deliveryDate,
      slot: orders.slot,
      address: orders.shippingAddress,
      step: orderFulfilment.step,
      lockedAt: orderFulfilment.lockedAt,
      items: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orderFulfilment)
    .innerJoin(orders, eq(orders.id, orderFulfilment.orderId))
    .where(
      and(
        eq(orderFulfilment.riderId, riderId),
        ne(orders.status, "Canceled"),
        or(inArray(orderFulfilment.step, ["placed", "packed", "out_for_delivery"]), eq(orders.deliveryDate, today)),
      ),
    );
  return numberStops(rows.map((r) => ({ ...r, pincode: r.address.pincode, area: areaOf(r.address) }))).map((r) => ({
    orderId: r.orderId,
    billId: r.billId,
    stop: r.stop,
    step: r.step,
    locked: r.lockedAt !== null,
    deliveryDate: r.deliveryDate,
    slot: r.slot,
    customer: { name: `${r.address.firstName} ${r.address.lastName}`.trim(), phone: r.address.phoneNo },
    address: { address: r.address.address, landmark: r.address.landmark, city: r.address.city, pincode: r.address.pincode },
    mapsUrl: mapsSearchUrl(r.address),
    items: Number(r.items),
  }));
}

/** A slot's orders that are not cancelled, with their step and rider, in the suggested stop order. */
export async function slotDeliveries(db: Database, date: string, slot: string): Promise<SlotDelivery[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      billId: orders.billId,
      status: orders.status,
      deliveryDate: orders.deliveryDate,
      slot: orders.slot,
      address: orders.shippingAddress,
      step: orderFulfilment.step,
      lockedAt: orderFulfilment.lockedAt,
      riderId: orderFulfilment.riderId,
      riderName: users.username,
    })
    .from(orders)
    .leftJoin(orderFulfilment, eq(orderFulfilment.orderId, orders.id))
    .leftJoin(users, eq(users.id, orderFulfilment.riderId))
    .where(and(eq(orders.deliveryDate, date), eq(orders.slot, slot), ne(orders.status, "Canceled")));
  return numberStops(rows.map((r) => ({ ...r, pincode: r.address.pincode, area: areaOf(r.address) }))).map((r) => ({
    orderId: r.orderId,
    billId: r.billId,
    status: r.status,
    stop: r.stop,
    step: r.step ?? (r.status === "Delivered" ? "delivered" : "placed"),
    locked: r.lockedAt !== null && r.lockedAt !== undefined,
    rider: r.riderId && r.riderName ? { _id: r.riderId, username: r.riderName } : null,
    customerName: `${r.address.firstName} ${r.address.lastName}`.trim(),
    pincode: r.pincode,
    area: r.area,
  }));
}

/** The order's fulfilment as its page shows it, and its delivery code (kept from everyone but its customer). */
export async function orderTracking(
  db: Database,
  orderId: string,
): Promise<{ fulfilment: Fulfilment; deliveryCode: string | null } | null> {
  const [row] = await db
    .select({
      step: orderFulfilment.step,
      riderId: orderFulfilment.riderId,
      riderName: users.username,
      riderPhone: users.phone,
      deliveryCode: orderFulfilment.deliveryCode,
      lockedAt: orderFulfilment.lockedAt,
      failedReason: orderFulfilment.failedReason,
    })
    .from(orderFulfilment)
    .leftJoin(users, eq(users.id, orderFulfilment.riderId))
    .where(eq(orderFulfilment.orderId, orderId));
  if (!row) return null;
  const steps = await db
    .select({
      step: fulfilmentSteps.step,
      at: fulfilmentSteps.at,
      reason: fulfilmentSteps.reason,
      photo: fulfilmentSteps.photo,
      byId: fulfilmentSteps.by,
      byName: users.username,
    })
    .from(fulfilmentSteps)
    .leftJoin(users, eq(users.id, fulfilmentSteps.by))
    .where(eq(fulfilmentSteps.orderId, orderId))
    .orderBy(asc(fulfilmentSteps.seq));
  const history: FulfilmentEvent[] = steps.map((s) => ({
    step: s.step as FulfilmentEvent["step"],
    at: s.at.toISOString(),
    by: s.byId && s.byName ? { _id: s.byId, username: s.byName } : null,
    reason: s.reason,
    photo: s.photo,
  }));
  return {
    fulfilment: {
      step: row.step,
      rider:
        row.riderId && row.riderName
          ? { _id: row.riderId, firstName: row.riderName.split(/\s+/)[0] ?? row.riderName, phone: row.riderPhone }
          : null,
      locked: row.lockedAt !== null,
      failedReason: row.failedReason,
      history,
    },
    deliveryCode: row.step === "out_for_delivery" ? row.deliveryCode : null,
  };
}

/** Each order's step and rider, for staff's live screen (orders without a row are still "placed"). */
export async function stepsOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderFulfilment.orderId, step: orderFulfilment.step, riderName: users.username, lockedAt: orderFulfilment.lockedAt })
    .from(orderFulfilment)
    .leftJoin(users, eq(users.id, orderFulfilment.riderId))
    .where(inArray(orderFulfilment.orderId, [...orderIds]));
}

/** Whose order it is (undefined when there is none). */
export async function orderCustomer(db: Database, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}
