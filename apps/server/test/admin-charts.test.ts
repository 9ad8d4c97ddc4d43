import { eq, sql } from "drizzle-orm";
import { indiaTime, paiseToRupees, type AdminCharts, type Session } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../src/platform/database/raw-rows.ts";
import { orderItems, orders, salesDays } from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// The charts keep the sums of ended days (sales_days, product_sales_days) and sum only the
// last day or two from the orders at each call; whatever the orders go through, the answer must
// be what summing every order again would give.
let ctx: TestContext;
let admin: Session;
let customer: Session;
let surmai: { id: string };
let basa: { id: string };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(new Date("2026-11-23T04:30:00Z")); // 10:00 in India
  admin = await signInAdmin(ctx);
  customer = await signUpCustomer(ctx.app);
  surmai = await buildProduct(ctx, { name: "Surmai Steaks", defaultPricePaise: 79_900, salePricePaise: 69_900 });
  basa = await buildProduct(ctx, { name: "Basa Fillet", defaultPricePaise: 34_900, salePricePaise: 29_900 });
});

const ist = (local: string) => new Date(`${local}+05:30`);

/** An order of `quantity` of a product, with its bill dated `billedAt` (India time), or none yet. */
function orderOn(
  billedAt: string | null,
  product: { id: string },
  quantity: number,
  options: { status?: "Pending" | "Delivered" | "Canceled"; createdAt?: string } = {},
) {
  return buildOrder(ctx, {
    userId: customer.user._id,
    items: [{ productId: product.id, quantity }],
    deliveryChargePaise: 2900,
    status: options.status,
    createdAt: ist(options.createdAt ?? billedAt ?? "2026-11-23T08:00:00"),
    ...(billedAt ? { billedAt: ist(billedAt) } : {}),
  });
}

async function charts(): Promise<AdminCharts> {
  const res = await ctx.app.inject({ method: "GET", url: "/api/admin/charts", headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCharts>();
}

/** The revenue and top products summed again from every order and line, in TypeScript. */
async function summedFromOrders(now: Date): Promise<Pick<AdminCharts, "revenueByDay" | "topProducts">> {
  const today = indiaTime(now).date;
  const days = Array.from({ length: 30 }, (_, i) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (29 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const rows = await ctx.db.select().from(orders);
  const lines = await ctx.db.select().from(orderItems);
  const counted = rows.filter((o) => o.status !== "Canceled").map((o) => ({ ...o, day: indiaTime(o.billedAt ?? o.createdAt).date }));
  const inWindow = counted.filter((o) => o.day >= days[0]! && o.day <= today);
  const products = new Map<string, { revenue: number; quantity: number }>();
  for (const line of lines.filter((l) => inWindow.some((o) => o.id === l.orderId))) {
    const sold = products.get(line.name) ?? { revenue: 0, quantity: 0 };
    products.set(line.name, { revenue: sold.revenue + line.unitPricePaise * line.quantity, quantity: sold.quantity + line.quantity });
  }
  return {
    revenueByDay: days.map((day) => {
      const ofDay = inWindow.filter((o) => o.day === day);
      return { day, revenue: paiseToRupees(ofDay.reduce((sum, o) => sum + o.billPricePaise, 0)), orders: ofDay.length };
    }),
    topProducts: [...products]
      .sort(([a, x], [b, y]) => y.revenue - x.revenue || (a < b ? -1 : 1))
      .slice(0, 10)
      .map(([name, sold]) => ({ name, revenue: paiseToRupees(sold.revenue), quantity: sold.quantity })),
  };
}

async function summedDays(): Promise<string[]> {
  const rows = rowsOf<{ day: string }>(await ctx.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day from ${salesDays} order by day`));
  return rows.map((r) => r.day);
}

async function expectChartsToMatchTheOrders() {
  const answer = await charts();
  expect({ revenueByDay: answer.revenueByDay, topProducts: answer.topProducts }).toEqual(await summedFromOrders(ctx.clock.now()));
  return answer;
}

describe("the dashboard charts over 30 days", () => {
  it("sum each ended day once, keep it, and sum today from the orders", async () => {
    await orderOn("2026-11-20T12:00:00", surmai, 2, { status: "Delivered" });
    await orderOn("2026-11-20T18:00:00", basa, 1);
    await orderOn("2026-11-21T09:00:00", surmai, 5, { status: "Canceled" });
    // No bill yet: the day it was placed.
    await orderOn(null, basa, 3, { createdAt: "2026-11-22T23:50:00" });
    await orderOn("2026-11-23T08:00:00", surmai, 1);
    // A day before the chart's first (25 October).
    await orderOn("2026-10-24T23:00:00", basa, 7);

    const answer = await expectChartsToMatchTheOrders();
    expect(answer.revenueByDay.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", revenue: 1398 + 299 + 58, orders: 2 });
    expect(answer.topProducts.map((p) => p.name)).toEqual(["Surmai Steaks", "Basa Fillet"]);
    // Every ended day of the chart is kept, with or without sales; today is not.
    const kept = await summedDays();
    expect(kept).toHaveLength(29);
    expect([kept[0], kept.at(-1)]).toEqual(["2026-10-25", "2026-11-22"]);

    // Days the chart has moved past are let go at the next summing (25 and 26 October, once it starts on the 27th).
    ctx.setNow(new Date("2026-11-25T04:30:00Z"));
    await expectChartsToMatchTheOrders();
    expect((await summedDays())[0]).toBe("2026-10-27");
    expect(await summedDays()).toHaveLength(29);
    ctx.setNow(new Date("2026-11-23T04:30:00Z"));

    // The kept sums are what the next call reads: the orders of 20 November are not summed again.
    await ctx.db.execute(sql`update ${salesDays} set orders = 41 where day = '2026-11-20'`);
    expect((await charts()).revenueByDay.find((d) => d.day === "2026-11-20")!.orders).toBe(41);
  });

  it("sum a day again after any change to its orders that alters the charts", async () => {
    const delivered = await orderOn("2026-11-20T12:00:00", surmai, 2, { status: "Delivered" });
    const moved = await orderOn("2026-11-20T18:00:00", basa, 1);
    const removed = await orderOn(null, basa, 3, { createdAt: "2026-11-22T23:50:00" });
    const changedLine = await orderOn("2026-11-18T11:00:00", basa, 2);
    await expectChartsToMatchTheOrders();

    // Cancelled by staff (through the API, as the order screen does).
    const cancel = await ctx.app.inject({
      method: "PUT",
      url: `/api/orders/${delivered.id}/${customer.user._id}`,
      headers: bearer(admin),
      payload: { status: "Canceled" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Billed on another day, deleted, a line changed.
    await ctx.db
      .update(orders)
      .set({ billedAt: ist("2026-11-19T10:00:00") })
      .where(eq(orders.id, moved.id));
    await ctx.db.delete(orders).where(eq(orders.id, removed.id));
    await ctx.db.update(orderItems).set({ quantity: 6 }).where(eq(orderItems.orderId, changedLine.id));
    // An order written now with an earlier date, as an import would.
    await orderOn("2026-11-21T10:00:00", surmai, 4);
    const answer = await expectChartsToMatchTheOrders();
    expect(answer.revenueByDay.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", revenue: 0, orders: 0 });
    expect(answer.revenueByDay.find((d) => d.day === "2026-11-19")!.orders).toBe(1);
    expect(answer.revenueByDay.find((d) => d.day === "2026-11-21")!.orders).toBe(1);
    expect(answer.topProducts).toContainEqual({ name: "Basa Fillet", revenue: 299 * 6 + 299, quantity: 7 });
  });

  it("keep summing a day from its orders for an hour after it ends", async () => {
    await orderOn("2026-11-23T23:50:00", basa, 1);
    ctx.setNow(ist("2026-11-24T00:30:00"));
    await expectChartsToMatchTheOrders();
    expect(await summedDays()).not.toContain("2026-11-23");
    // An order settled in the last minutes of the day, its transaction still committing.
    await orderOn("2026-11-23T23:59:59", surmai, 1);
    ctx.setNow(ist("2026-11-24T01:30:00"));
    const answer = await expectChartsToMatchTheOrders();
    expect(answer.revenueByDay.find((d) => d.day === "2026-11-23")).toEqual({ day: "2026-11-23", revenue: 299 + 699 + 2 * 29, orders: 2 });
    expect((await summedDays()).at(-1)).toBe("2026-11-23");
  });
});

describe("the India date of an instant", () => {
  it("is the same in the database (taaza_india_date) as in the domain (indiaTime), at a day's edges", async () => {
    const instants = ["2026-11-23T18:29:59.999Z", "2026-11-23T18:30:00Z", "2027-03-31T18:29:00Z", "2027-03-31T18:30:00Z"];
    const rows = rowsOf<{ day: string }>(
      await ctx.db.execute(
        sql`select to_char(taaza_india_date(at), 'YYYY-MM-DD') as day from unnest(${`{${instants.join(",")}}`}::timestamptz[]) with ordinality as t(at, k) order by k`,
      ),
    );
    expect(rows.map((r) => r.day)).toEqual(["2026-11-23", "2026-11-24", "2027-03-31", "2027-04-01"]);
    expect(instants.map((at) => indiaTime(new Date(at)).date)).toEqual(rows.map((r) => r.day));
  });
});
