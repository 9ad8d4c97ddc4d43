import { ADMIN_PAGE_SIZE, MESSAGES, type OrderStatus } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../http/http-error.ts";
import type { Principal } from "../accounts/accounts-repository.ts";
import { countOrders, findOrderView, findOrderViews, type OrderView } from "../orders/order-view.ts";
import { changeOrderStatus } from "./order-admin-repository.ts";

/** One page of orders, filtered, searched and paged by the database. */
export async function adminOrdersPage(deps: AppDeps, query: { search?: string; status?: OrderStatus; page?: number }) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_PAGE_SIZE.orders;
  const filter = { status: query.status, billId: query.search?.trim() || undefined };
  const [data, total] = await Promise.all([
    findOrderViews(deps.db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countOrders(deps.db, filter),
  ]);
  return { data, total, page, pageSize };
}

/** Any status to any; who changed it and when is kept with the order. */
export async function setOrderStatus(deps: AppDeps, admin: Principal, orderId: string, customerId: string, status: OrderStatus): Promise<OrderView> {
  const found = await changeOrderStatus(deps.db, { orderId, customerId, status, changedBy: admin.id, now: deps.now });
  const order = found ? await findOrderView(deps.db, orderId) : undefined;
  if (!order) throw notFound(MESSAGES.order.notFound);
  return order;
}
