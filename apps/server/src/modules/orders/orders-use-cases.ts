import { MESSAGES, type Order } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../http/http-error.ts";
import type { Principal } from "../accounts/accounts-repository.ts";
import { findOrderView, findOrderViews } from "./order-view.ts";

/** Newest first: an Admin sees every order, a customer only their own. */
export async function visibleOrders(deps: AppDeps, caller: Principal): Promise<Order[]> {
  return findOrderViews(deps.db, caller.userType === "Admin" ? {} : { userId: caller.id });
}

/** Someone else's order is answered exactly like a missing one. */
export async function customerOrder(deps: AppDeps, caller: Principal, id: string): Promise<Order> {
  const order = await findOrderView(deps.db, id);
  if (!order || (caller.userType !== "Admin" && order.userId._id !== caller.id)) throw notFound(MESSAGES.order.notFound);
  return order;
}
