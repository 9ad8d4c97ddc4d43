import {
  ADMIN_PAGE_SIZE,
  DELIVERY_SLOTS,
  deliveryDate,
  indiaDayBounds,
  paiseToRupees,
  type AdminCustomer,
  type AdminStats,
} from "@taaza/domain";
import type { ReportsDeps } from "./reports-deps.ts";
import { dashboardCounts, pageCustomers, todayCounts } from "../../read-models/staff-dashboard.ts";

/** The lifetime numbers, and today's (India's calendar day by the server's clock) beside them. */
export async function dashboardStats(deps: ReportsDeps): Promise<AdminStats> {
  const date = deliveryDate("Today", deps.clock.now());
  const [{ revenuePaise, ...counts }, today, overdueTickets] = await Promise.all([
    dashboardCounts(deps.db),
    todayCounts(deps.db, { date, ...indiaDayBounds(date) }),
    deps.overdueTickets(),
  ]);
  // Every slot is listed, in the day's order, so an empty slot reads 0 rather than vanishing.
  const deliveries = DELIVERY_SLOTS.map(({ slot }) => {
    const found = today.deliveries.find((d) => d.slot === slot);
    return { slot, orders: found?.orders ?? 0, revenue: paiseToRupees(found?.revenuePaise ?? 0) };
  });
  return {
    revenue: paiseToRupees(revenuePaise),
    ...counts,
    today: { date, orders: today.orders, revenue: paiseToRupees(today.revenuePaise), deliveries },
    overdueTickets,
  };
}

export async function customersPage(deps: ReportsDeps, query: { search?: string; page?: number }) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_PAGE_SIZE.customers;
  const { rows, total } = await pageCustomers(deps.db, query.search?.trim() || undefined, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const data = rows.map((c): AdminCustomer => ({
    _id: c.id,
    userId: c.userCode,
    username: c.username,
    email: c.email,
    gender: c.gender,
    age: c.age,
    phone: c.firstAddress?.phoneNo ?? null,
    firstAddress: c.firstAddress ? `${c.firstAddress.address}, ${c.firstAddress.city} ${c.firstAddress.pincode}` : null,
    totalSpent: paiseToRupees(c.spentPaise),
    orderCount: c.orderCount,
    createdAt: c.createdAt.toISOString(),
  }));
  return { data, total, page, pageSize };
}
