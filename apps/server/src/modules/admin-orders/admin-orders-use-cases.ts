import { ADMIN_PAGE_SIZE, deliveryDate, type AdminOrdersQuery, type OrderStatus, SERVER_MESSAGES } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../platform/errors.ts";
import { countOrders, findOrderView, findOrderViews, type OrderView } from "../../read-models/order-views.ts";
import { dispatchRefunds, onOrderChanged, type RefundLog } from "../refunds/index.ts";
import type { Principal } from "../sessions/index.ts";
import { changeOrderStatus } from "./admin-orders-repository.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";

/**
 * One page of orders, filtered, searched and paged by the database. "today" and "tomorrow" are
 * India's calendar days by the server's clock, so staff anywhere see the same slots.
 */
export async function adminOrdersPage(deps: AppDeps, query: AdminOrdersQuery) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_PAGE_SIZE.orders;
  const filter = {
    status: query.status,
    billId: query.search?.trim() || undefined,
    deliveryDate: filterDate(query.date, deps.now()),
    slot: query.slot,
  };
  const [data, total] = await Promise.all([
    findOrderViews(deps.db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countOrders(deps.db, filter),
  ]);
  return { data, total, page, pageSize };
}

/** Any status to any; who changed it and when is kept with the order; Canceled refunds what is left. */
export async function setOrderStatus(
  deps: AppDeps,
  payments: PaymentProvider,
  log: RefundLog,
  admin: Principal,
  orderId: string,
  customerId: string,
  status: OrderStatus,
): Promise<OrderView> {
  const changed = await changeOrderStatus(deps.db, { orderId, customerId, status, changedBy: admin.id, now: deps.now });
  if (changed) {
    await dispatchRefunds(deps, payments, log, [changed.refundId]);
    // Other staff screens show the new status (and a cancelled order leaves the revenue) at once.
    await onOrderChanged(deps, orderId, status === "Canceled" ? "cancelled" : "status");
  }
  const order = changed ? await findOrderView(deps.db, orderId) : undefined;
  if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
  return order;
}

function filterDate(date: string | undefined, now: Date): string | undefined {
  if (date === "today") return deliveryDate("Today", now);
  if (date === "tomorrow") return deliveryDate("Tomorrow", now);
  return date;
}
