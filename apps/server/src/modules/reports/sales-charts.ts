import { DELIVERY_SLOTS, deliveryDate, indiaTime, paiseToRupees, type AdminCharts } from "@taaza/domain";
import type { ReportsDeps } from "./reports-deps.ts";
import { ordersBySlot, revenueByDay, sumEndedDays, topProducts, type ChartDays } from "../../read-models/sales-charts.ts";

const CHART_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after a day ends it is summed for good. An order is dated when its settlement runs,
 * and its transaction commits within moments; an hour leaves room for any such transaction and
 * for clocks a little apart between the app's processes and the database.
 */
const SETTLED_AFTER_MS = 60 * 60 * 1000;

/**
 * The 30 India days up to today, and from which day on they are still summed at every call:
 * each the India date of an instant so long ago (India keeps no daylight saving time).
 */
function chartDays(now: Date): ChartDays {
  const dayOf = (msAgo: number) => indiaTime(new Date(now.getTime() - msAgo)).date;
  return { first: dayOf((CHART_DAYS - 1) * DAY_MS), last: dayOf(0), openFrom: dayOf(SETTLED_AFTER_MS) };
}

/**
 * The dashboard's three charts, each summed by the database, for the shop's clock (India). Days
 * that ended are summed once and kept (`sumEndedDays`); the first call of a day does that.
 */
export async function dashboardCharts(deps: ReportsDeps): Promise<AdminCharts> {
  const now = deps.clock.now();
  const days = chartDays(now);
  const today = days.last;
  const tomorrow = deliveryDate("Tomorrow", now);
  const [firstRevenue, slots, firstTop] = await Promise.all([
    revenueByDay(deps.db, days),
    ordersBySlot(deps.db, [today, tomorrow]),
    topProducts(deps.db, days, 10),
  ]);
  let [revenue, top] = [firstRevenue, firstTop];
  if (revenue.some((day) => !day.summed)) {
    await sumEndedDays(deps.db, days);
    [revenue, top] = await Promise.all([revenueByDay(deps.db, days), topProducts(deps.db, days, 10)]);
  }
  const count = (day: string, slot: string) => slots.find((s) => s.day === day && s.slot === slot)?.orders ?? 0;
  return {
    revenueByDay: revenue.map((r) => ({ day: r.day, revenue: paiseToRupees(r.revenuePaise), orders: r.orders })),
    ordersBySlot: DELIVERY_SLOTS.map(({ slot }) => ({ slot, today: count(today, slot), tomorrow: count(tomorrow, slot) })),
    topProducts: top.map((p) => ({ name: p.name, revenue: paiseToRupees(p.revenuePaise), quantity: p.quantity })),
  };
}
