import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCharts, Session } from "@taaza/domain";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { waitFor } from "./support/wait-for.ts";

// Its own Vitest project ("postgres"): a second session changing orders while the app sums a
// day needs a PostgreSQL server.
let ctx: TestContext;
let admin: Session;
let other: pg.Client;
// Not `other`: a transaction sees pg_stat_activity as it was when it first looked.
let watcher: pg.Client;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(new Date("2026-11-23T04:30:00Z"));
  admin = await signInAdmin(ctx);
  other = new pg.Client({ connectionString: ctx.database.directUrl! });
  watcher = new pg.Client({ connectionString: ctx.database.directUrl! });
  await Promise.all([other.connect(), watcher.connect()]);
});
afterAll(async () => {
  await Promise.all([other.end(), watcher.end()]);
  await ctx.close();
});

async function charts(): Promise<AdminCharts> {
  const res = await ctx.app.inject({ method: "GET", url: "/api/admin/charts", headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCharts>();
}

describe("the dashboard charts' kept days, with another session writing", () => {
  it("sum a day only after an uncommitted cancellation in it commits", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx, { name: "Rawas Steaks", defaultPricePaise: 90_000, salePricePaise: null });
    const order = await buildOrder(ctx, {
      userId: customer.user._id,
      items: [{ productId: product.id, quantity: 1 }],
      createdAt: new Date("2026-11-20T06:30:00Z"),
      billedAt: new Date("2026-11-20T06:30:00Z"),
    });

    // Another session cancels the order of 20 November, a day not summed yet, and has not committed.
    await other.query("begin");
    await other.query("update orders set status = 'Canceled' where id = $1", [order.id]);
    const answer = charts();
    // The app's summing waits for that session's lock instead of reading the order as it was.
    await waitFor("the summing to wait for the other session", async () => {
      const waiting = await watcher.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory' and datname = current_database()",
      );
      return waiting.rows[0]!.n > 0;
    });
    await other.query("commit");

    const day = (charts: AdminCharts) => charts.revenueByDay.find((d) => d.day === "2026-11-20");
    expect(day(await answer)).toEqual({ day: "2026-11-20", revenue: 0, orders: 0 });
    // And the day kept is the one without the cancelled order.
    expect(day(await charts())).toEqual({ day: "2026-11-20", revenue: 0, orders: 0 });
    expect((await charts()).topProducts).toEqual([]);
  });
});
