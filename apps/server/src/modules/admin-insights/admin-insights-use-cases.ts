import { ADMIN_PAGE_SIZE, paiseToRupees, type AdminCustomer, type AdminStats } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { dashboardCounts, pageCustomers } from "./admin-insights-repository.ts";

export async function dashboardStats(deps: AppDeps): Promise<AdminStats> {
  const { revenuePaise, ...counts } = await dashboardCounts(deps.db);
  return { revenue: paiseToRupees(revenuePaise), ...counts };
}

export async function customersPage(deps: AppDeps, query: { search?: string; page?: number }) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_PAGE_SIZE.customers;
  const { rows, total } = await pageCustomers(deps.db, query.search?.trim() || undefined, { limit: pageSize, offset: (page - 1) * pageSize });
  const data = rows.map(
    (c): AdminCustomer => ({
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
    }),
  );
  return { data, total, page, pageSize };
}
