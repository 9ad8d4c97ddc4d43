import { DELIVERY_SLOTS, deliveryDate, indiaTime, paiseToRupees, type AdminCharts } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { ordersBySlot, revenueByDay, topProducts } from "./admin-charts-repository.ts";

const CHART_DAYS = 30;

/** The dashboard's three charts, each summed by the database, for the shop's clock (India). */
export async function dashboardCharts(deps: AppDeps): Promise<AdminCharts> {
  const now = deps.now();
  const today = indiaTime(now).date;
  const first = new Date(`${today}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (CHART_DAYS - 1));
  const firstDay = first.toISOString().slice(0, 10);
  const tomorrow = deliveryDate("Tomorrow", now);
  const [revenue, slots, top] = await Promise.all([revenueByDay(deps.db, firstDay, today), ordersBySlot(deps.db, [today, tomorrow]), topProducts(deps.db, firstDay, 10)]);
  const count = (day: string, slot: string) => slots.find((s) => s.day === day && s.slot === slot)?.orders ?? 0;
  return {
    revenueByDay: revenue.map((r) => ({ day: r.day, revenue: paiseToRupees(r.revenuePaise), orders: r.orders })),
    ordersBySlot: DELIVERY_SLOTS.map(({ slot }) => ({ slot, today: count(today, slot), tomorrow: count(tomorrow, slot) })),
    topProducts: top.map((p) => ({ name: p.name, revenue: paiseToRupees(p.revenuePaise), quantity: p.quantity })),
  };
}
