import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BILL_SERIES, financialYear } from "@taaza/domain";
import { billCounters, cartLines, checkouts, orders } from "../src/platform/database/schema.ts";
import { findCheckout } from "../src/modules/checkout/checkout-repository.ts";
import { insertPaidOrder } from "../src/read-models/settling-statement.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, buildPincode, MORNING_IST, placeOrder, setCart, startCheckout } from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { waitFor } from "./support/wait-for.ts";

// Its own Vitest project ("postgres"): the race needs a second connection holding a transaction open.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx);
});
afterAll(() => ctx.close());

const lastBillNumber = async () => (await ctx.db.select({ lastNumber: billCounters.lastNumber }).from(billCounters))[0]?.lastNumber;

it("settling alone, a bill id another order takes at the same moment fails the whole statement: no bill number is skipped", async () => {
  const product = await buildProduct(ctx);
  const first = await signUpCustomer(ctx.app);
  await setCart(ctx, first, product.id, 1);
  await addAddress(ctx, first);
  const earlier = await placeOrder(ctx, first);
  expect(await lastBillNumber()).toBe(1);

  const customer = await signUpCustomer(ctx.app);
  await setCart(ctx, customer, product.id, 2);
  await addAddress(ctx, customer);
  const started = await startCheckout(ctx, customer);
  const checkout = (await findCheckout(ctx.db, started.order.id))!;
  const lines = await ctx.db
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, customer.user._id));
  const settle = (billId: string) => {
    const orderId = randomUUID();
    return insertPaidOrder(ctx.db, {
      orderId,
      itemIds: checkout.lines.map(() => randomUUID()),
      checkout,
      providerPaymentId: `pay_test_${randomUUID()}`,
      overbooked: null,
      billIds: [billId],
      bill: { series: BILL_SERIES.bill, financialYear: financialYear(MORNING_IST) },
      lines,
      now: MORNING_IST,
      notice: { kind: "order-confirmed", userId: checkout.userId, orderId },
      notify: null,
    });
  };

  // Another transaction gives the earlier order the id this settlement draws, and has not committed:
  // the settling statement sees the id free, then waits on that transaction's unique entry.
  const other = new pg.Client({ connectionString: ctx.database.directUrl! });
  await other.connect();
  try {
    await other.query("begin");
    await other.query("update orders set bill_id = 'CLASHED' where id = $1", [earlier._id]);
    const settling = settle("CLASHED");
    await waitFor("the settling statement to wait on the other transaction", async () => {
      // (Asked on the shop's pool: inside a transaction, pg_stat_activity is read once and kept.)
      const waiting = await ctx.db.execute(
        sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%with gate as%'`,
      );
      return (waiting as { rows: unknown[] }).rows.length > 0;
    });
    await other.query("commit");
    expect(await settling).toBeNull();
  } finally {
    await other.end();
  }
  expect(await lastBillNumber()).toBe(1);
  expect((await ctx.db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, checkout.id)))[0]!.status).toBe(
    "pending",
  );
  expect(
    await ctx.db.select({ id: cartLines.id, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.userId, customer.user._id)),
  ).toEqual(lines);

  // Settled again with another id, the order takes the very next number.
  const placed = await settle("FRESH01");
  expect(placed?.billId).toBe("FRESH01");
  expect(placed?.billNumber).toMatch(/\/000002$/);
  expect(await ctx.db.select({ id: orders.id }).from(orders)).toHaveLength(2);
});
