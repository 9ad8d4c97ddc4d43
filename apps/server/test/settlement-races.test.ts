import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Order, type PaymentFields, type Session, REFUND_MESSAGES } from "@taaza/domain";
import { billCounters, cartLines, checkouts, orders, refunds } from "../src/platform/database/schema.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, MORNING_IST, offlineProvider, setCart, startCheckout, validate } from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import type { PaymentProvider } from "../src/platform/ports/payment-provider.ts";

// A browser's proof of payment is settled without a transaction when nothing stands in the way:
// the checkout and the basket are read before the provider is asked about the payment, and one
// statement then places the order. These tests change things in that gap, while the provider
// is being asked, and check that the settling statement notices and the locked settlement decides.

/** The offline provider, running `state.inGap` (once) when asked about a payment. */
function providerWithGap() {
  const base = offlineProvider();
  const state = { inGap: null as null | (() => Promise<unknown>) };
  const provider: PaymentProvider & typeof base = {
    ...base,
    async fetchPayment(request) {
      const inGap = state.inGap;
      state.inGap = null;
      await inGap?.();
      return base.fetchPayment(request);
    },
  };
  return { provider, state };
}

let ctx: TestContext;
let gap: ReturnType<typeof providerWithGap>;
beforeAll(async () => {
  gap = providerWithGap();
  ctx = await createTestContext({}, { payments: gap.provider });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  gap.state.inGap = null;
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

/** A customer with two pomfrets in the basket, an address, and a payment approved for that basket. */
async function paidShopper(): Promise<{ session: Session; pomfretId: string; fields: PaymentFields; amount: number }> {
  const session = await signUpCustomer(ctx.app);
  const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
  await setCart(ctx, session, pomfret.id, 2);
  await addAddress(ctx, session);
  const checkout = await startCheckout(ctx, session);
  return { session, pomfretId: pomfret.id, fields: await approve(ctx, session, checkout.order.id), amount: checkout.order.amount };
}

const basketOf = async (userId: string) =>
  (
    await ctx.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
  ).sort((a, b) => a.productId.localeCompare(b.productId));

describe("settling a payment while the basket or the checkout changes", () => {
  it("a basket changed while the payment is confirmed is a changed basket: refunded, nothing placed, no bill number taken", async () => {
    const { session, pomfretId, fields, amount } = await paidShopper();
    gap.state.inGap = () => setCart(ctx, session, pomfretId, 3);
    const res = await validate(ctx, session, fields);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.basketChangedRefunded });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect(await ctx.db.select().from(billCounters)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("rejected");
    expect(await ctx.db.select({ amountPaise: refunds.amountPaise, orderId: refunds.orderId }).from(refunds)).toEqual([
      { amountPaise: amount, orderId: null },
    ]);
    // The customer's change is kept, not removed as if it had been paid for.
    expect(await basketOf(session.user._id)).toEqual([{ productId: pomfretId, quantity: 3 }]);
  });

  it("a line added while the payment is confirmed is a changed basket too", async () => {
    const { session, pomfretId, fields } = await paidShopper();
    const crab = await buildProduct(ctx, { name: "Mud Crab", defaultPricePaise: 90000, salePricePaise: null });
    gap.state.inGap = () => setCart(ctx, session, crab.id, 1);
    const res = await validate(ctx, session, fields);
    expect(res.statusCode, res.body).toBe(409);
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect(await basketOf(session.user._id)).toEqual(
      [
        { productId: pomfretId, quantity: 2 },
        { productId: crab.id, quantity: 1 },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
  });

  it("the same payment settled by another call in the gap makes one order, and both calls answer it", async () => {
    const { session, fields, amount } = await paidShopper();
    let other: Order | undefined;
    gap.state.inGap = async () => {
      const res = await validate(ctx, session, fields);
      expect(res.statusCode, res.body).toBe(200);
      other = res.json<{ data: Order }>().data;
    };
    const res = await validate(ctx, session, fields);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ data: Order }>().data;
    expect(order._id).toBe(other!._id);
    expect(order.billPrice * 100).toBe(amount);
    expect(await ctx.db.select({ id: orders.id }).from(orders)).toEqual([{ id: order._id }]);
    expect(await ctx.db.select({ lastNumber: billCounters.lastNumber }).from(billCounters)).toEqual([{ lastNumber: 1 }]);
    expect(await basketOf(session.user._id)).toEqual([]);
  });

  it("a checkout expired in the gap (as the reconciliation does past its time) is refunded, not placed, though the basket is unchanged", async () => {
    const { session, fields, amount } = await paidShopper();
    gap.state.inGap = () => ctx.db.update(checkouts).set({ status: "expired" });
    const res = await validate(ctx, session, fields);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.checkoutExpiredRefunded });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect(await ctx.db.select({ amountPaise: refunds.amountPaise }).from(refunds)).toEqual([{ amountPaise: amount }]);
    expect(await basketOf(session.user._id)).toHaveLength(1);
  });

  it("two checkouts of one basket paid at the same moment: one order, the other payment refunded, neither call fails", async () => {
    const { session, fields } = await paidShopper();
    const second = await startCheckout(ctx, session);
    const secondFields = await approve(ctx, session, second.order.id);
    // On PostgreSQL the two settle on two connections: both lock their checkout, then the same
    // basket lines, in the same order, whether they settle at once or under the locked settlement.
    const answers = await Promise.all([validate(ctx, session, fields), validate(ctx, session, secondFields)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ error: REFUND_MESSAGES.order.basketChangedRefunded });
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
    expect(await basketOf(session.user._id)).toEqual([]);
  });

  it("a basket left as it was settles in the one statement: the order, its bill number and an empty basket", async () => {
    const { session, fields } = await paidShopper();
    const before = ctx.database.statementStats().count;
    const res = await validate(ctx, session, fields);
    expect(res.statusCode, res.body).toBe(200);
    // The session, the checkout with its basket, the settling statement: no BEGIN, lock or COMMIT.
    expect(ctx.database.statementStats().count - before).toBe(3);
    expect(res.json<{ data: Order }>().data.billNumber).toMatch(/\/000001$/);
    expect(await basketOf(session.user._id)).toEqual([]);
  });
});
