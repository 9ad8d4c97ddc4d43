import {
  ADMIN_PAGE_SIZE,
  deliveryDate,
  isRunningLate,
  STAFF_ORDERS_LIMIT,
  type AdminOrdersQuery,
  type Order,
  type OrdersListQuery,
  type ReorderResult,
  ROLES_FOR,
  SERVER_MESSAGES,
} from "@taaza/domain";
import { notFound } from "../../platform/errors.ts";
import { isStaffWith } from "../../platform/http/guards.ts";
import type { Principal } from "../../platform/principal.ts";
import { orderTracking, stepsOfOrders } from "../../read-models/deliveries.ts";
import { countOrders, findOrderView, findOrderViews } from "../../read-models/order-views.ts";
import type { OrdersDeps } from "./orders-deps.ts";

/**
 * Newest first: a customer sees their own orders, all of them; an Admin every order, a page at a
 * time (at most STAFF_ORDERS_LIMIT), with the total, so the answer never grows with the shop.
 */
export async function visibleOrders(
  deps: OrdersDeps,
  caller: Principal,
  query: OrdersListQuery = {},
): Promise<{ data: Order[]; total: number | null }> {
  if (!isStaffWith(caller, ROLES_FOR.floor)) return { data: await findOrderViews(deps.db, { userId: caller.id }), total: null };
  const limit = query.limit ?? STAFF_ORDERS_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [data, total] = await Promise.all([findOrderViews(deps.db, {}, { limit, offset }), countOrders(deps.db, {})]);
  return { data, total };
}

/**
 * Someone else's order is answered exactly like a missing one. The order's fulfilment comes
 * with it, and its delivery code to its own customer alone while it is out for delivery.
 */
export async function customerOrder(deps: OrdersDeps, caller: Principal, id: string): Promise<Order> {
  const [order, tracking] = await Promise.all([findOrderView(deps.db, id), orderTracking(deps.db, id)]);
  const own = order?.userId._id === caller.id;
  if (!order || (!isStaffWith(caller, ROLES_FOR.floor) && !own)) throw notFound(SERVER_MESSAGES.order.notFound);
  if (!tracking) return order;
  return { ...order, fulfilment: tracking.fulfilment, ...(own && tracking.deliveryCode ? { deliveryCode: tracking.deliveryCode } : {}) };
}

/** The customer's own order back in their basket (today's prices, unavailable items skipped). */
export async function reorder(deps: OrdersDeps, caller: Principal, id: string): Promise<ReorderResult> {
  const order = await findOrderView(deps.db, id);
  // Only the owner: staff have no basket, and someone else's order is answered like a missing one.
  if (!order || order.userId._id !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
  return deps.basket.addOrderedItems(
    caller.id,
    order.products.map((line) => ({
      productId: line.product._id,
      variantId: line.variant._id,
      name: line.product.name,
      quantity: line.quantity,
    })),
  );
}

/**
 * One page of orders, filtered, searched and paged by the database. "today" and "tomorrow" are
 * India's calendar days by the server's clock, so staff anywhere see the same slots.
 */
export async function adminOrdersPage(deps: OrdersDeps, query: AdminOrdersQuery) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_PAGE_SIZE.orders;
  const filter = {
    status: query.status,
    search: query.search?.trim() || undefined,
    userId: query.customer,
    deliveryDate: filterDate(query.date, deps.clock.now()),
    slot: query.slot,
  };
  const [orders, total] = await Promise.all([
    findOrderViews(deps.db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countOrders(deps.db, filter),
  ]);
  return { data: await withDeliveries(deps, orders), total, page, pageSize };
}

/** Each order's step and rider beside its status, and whether it is out after its slot ended. */
async function withDeliveries(deps: OrdersDeps, orders: Order[]): Promise<Order[]> {
  const steps = new Map(
    (
      await stepsOfOrders(
        deps.db,
        orders.map((o) => o._id),
      )
    ).map((s) => [s.orderId, s]),
  );
  const now = deps.clock.now();
  return orders.map((order) => {
    const found = steps.get(order._id);
    const step = found?.step ?? (order.status === "Delivered" ? "delivered" : "placed");
    const late =
      order.status === "Pending" && isRunningLate({ date: order.time.day, slot: order.time.slot, placedAt: order.createdAt, step }, now);
    return { ...order, delivery: { step, rider: found?.riderName ?? null, locked: found?.lockedAt != null, late } };
  });
}

function filterDate(date: string | undefined, now: Date): string | undefined {
  if (date === "today") return deliveryDate("Today", now);
  if (date === "tomorrow") return deliveryDate("Tomorrow", now);
  return date;
}

/** An order as the API shows it; someone else's is the caller's business to refuse. */
export async function orderView(deps: OrdersDeps, id: string): Promise<Order> {
  const order = await findOrderView(deps.db, id);
  if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
  return order;
}

/** An order as staff read it beside a ticket: with its fulfilment (rider, delivery photo), never its delivery code. */
export async function staffOrderView(deps: OrdersDeps, id: string): Promise<Order> {
  const [order, tracking] = await Promise.all([orderView(deps, id), orderTracking(deps.db, id)]);
  return tracking ? { ...order, fulfilment: tracking.fulfilment } : order;
}

export { linesOfOrder, lockOrder, type OrderRow } from "./orders-repository.ts";
