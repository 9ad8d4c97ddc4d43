import { type Order, type ReorderResult, SERVER_MESSAGES } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../platform/errors.ts";
import { addOrderedItems } from "../basket/index.ts";
import type { Principal } from "../sessions/index.ts";
import { findOrderView, findOrderViews } from "../../read-models/order-views.ts";

/** Newest first: an Admin sees every order, a customer only their own. */
export async function visibleOrders(deps: AppDeps, caller: Principal): Promise<Order[]> {
  return findOrderViews(deps.db, caller.userType === "Admin" ? {} : { userId: caller.id });
}

/** Someone else's order is answered exactly like a missing one. */
export async function customerOrder(deps: AppDeps, caller: Principal, id: string): Promise<Order> {
  const order = await findOrderView(deps.db, id);
  if (!order || (caller.userType !== "Admin" && order.userId._id !== caller.id)) throw notFound(SERVER_MESSAGES.order.notFound);
  return order;
}

/** The customer's own order back in their basket (today's prices, unavailable items skipped). */
export async function reorder(deps: AppDeps, caller: Principal, id: string): Promise<ReorderResult> {
  const order = await findOrderView(deps.db, id);
  // Only the owner: staff have no basket, and someone else's order is answered like a missing one.
  if (!order || order.userId._id !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
  return addOrderedItems(
    deps,
    caller.id,
    order.products.map((line) => ({ productId: line.product._id, name: line.product.name, quantity: line.quantity })),
  );
}
