import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Ledger, Session } from "@taaza/domain";
import { refunds } from "../src/platform/database/schema.ts";
import { PaymentProviderError, type PaymentProvider } from "../src/platform/ports/payment-provider.ts";
import { buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import {
  addAddress,
  approve,
  at,
  buildPincode,
  call,
  MINUTE,
  MORNING_IST,
  offlineProvider,
  placeOrder,
  setCart,
  silent,
  startCheckout,
  testSigner,
  validate,
} from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 35: the daily ledger compares one India day of the provider's captured payments and
// refunds with the shop's orders, refunds and credit notes, and lists every mismatch until it is
// settled.

const DAY = "2026-11-23";

function provider() {
  const base = offlineProvider(60 * MINUTE);
  const state = { mode: "ok" as "ok" | "refuse" | "done-then-refuse" };
  const wrapped: PaymentProvider & typeof base = {
    ...base,
    async refund(request) {
      if (state.mode === "refuse") throw new PaymentProviderError("Razorpay refund 400: refused");
      const sent = await base.refund(request);
      if (state.mode === "done-then-refuse") throw new PaymentProviderError("Razorpay refund 400: refused after all");
      return sent;
    },
  };
  return { provider: wrapped, state };
}

let ctx: TestContext;
let fake: ReturnType<typeof provider>;
let admin: Session;
beforeAll(async () => {
  fake = provider();
  ctx = await createTestContext({}, { payments: fake.provider });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  fake.provider.forget();
  fake.state.mode = "ok";
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

const PAID = 2 * 69900 + 4900;

async function shopper() {
  const session = await signUpCustomer(ctx.app);
  const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
  await setCart(ctx, session, pomfret.id, 2);
  await addAddress(ctx, session);
  return session;
}

async function ledger(date = DAY): Promise<Ledger> {
  const res = await call(ctx, admin, "GET", `/api/admin/ledger?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ledger>();
}

/** The ledger's mismatches of some payments. */
const mismatchesOf = (l: Ledger, paymentIds: readonly string[]) => l.mismatches.filter((m) => paymentIds.includes(m.paymentId));

describe("GET /api/admin/ledger", () => {
  it("answers 400 for a malformed, too old or future India date, 403 to customers", async () => {
    for (const date of ["soon", "2026-02-30", "2019-12-31", "0000-01-01", "2026-11-24"]) {
      const res = await call(ctx, admin, "GET", `/api/admin/ledger?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toHaveProperty("error");
    }
    expect((await call(ctx, admin, "GET", "/api/admin/ledger")).statusCode).toBe(400);
    expect((await call(ctx, await signUpCustomer(ctx.app), "GET", `/api/admin/ledger?date=${DAY}`)).statusCode).toBe(403);
  });

  it("a day of orders and refunds that agree: totals from both sides, no mismatch", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    ctx.setNow(at(5 * MINUTE));
    expect((await call(ctx, session, "POST", `/api/orders/${order._id}/cancel`)).statusCode).toBe(200);
    const other = await shopper();
    const paid = await placeOrder(ctx, other);
    expect(paid.billPrice).toBe(PAID / 100);
    const l = await ledger();
    expect(l).toEqual({
      date: DAY,
      provider: { capturedPaise: 2 * PAID, refundedPaise: PAID },
      shop: { paidPaise: 2 * PAID, refundedPaise: PAID },
      mismatches: [],
    });
    // Another India day holds none of it (10:00 IST on the 23rd is the 23rd, not the 22nd in UTC terms).
    expect((await ledger("2026-11-22")).shop).toEqual({ paidPaise: 0, refundedPaise: 0 });
  });

  it("lists a refund the provider has not taken until the sweeper sends it", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    fake.state.mode = "refuse";
    await call(ctx, session, "POST", `/api/orders/${order._id}/cancel`);
    const [row] = await ctx.db.select().from(refunds);
    expect(mismatchesOf(await ledger(), [row!.providerPaymentId])).toEqual([
      { kind: "refund_missing", paymentId: row!.providerPaymentId, orderId: order._id, amountPaise: PAID },
    ]);
    fake.state.mode = "ok";
    ctx.setNow(at(3 * MINUTE));
    await ctx.processes.refundOrder.sweep(silent);
    expect(mismatchesOf(await ledger(), [row!.providerPaymentId])).toEqual([]);
  });

  it("lists a payment captured without an order until the reconciliation refunds it", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    ctx.setNow(at(31 * MINUTE));
    await ctx.processes.reconcile.reconcilePayments(silent);
    const late = fake.provider.approve(checkout.order.id);
    await fake.provider.capturePayment({
      paymentId: late.razorpay_payment_id,
      orderId: checkout.order.id,
      amountPaise: PAID,
      currency: "INR",
    });
    expect(mismatchesOf(await ledger(), [late.razorpay_payment_id])).toEqual([
      { kind: "captured_without_order", paymentId: late.razorpay_payment_id, orderId: null, amountPaise: PAID },
    ]);
    ctx.setNow(at(34 * MINUTE));
    await ctx.processes.reconcile.reconcilePayments(silent);
    expect(mismatchesOf(await ledger(), [late.razorpay_payment_id])).toEqual([]);
  });

  it("lists a refund we think failed but the provider made, until its refund.processed arrives", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    fake.state.mode = "done-then-refuse";
    await call(ctx, admin, "POST", `/api/orders/${order._id}/refunds`, { amountPaise: 5000, reason: "Short weight" });
    const [row] = await ctx.db.select().from(refunds);
    expect(row!.status).toBe("failed");
    expect(mismatchesOf(await ledger(), [row!.providerPaymentId])).toEqual([
      { kind: "refunded_twice", paymentId: row!.providerPaymentId, orderId: order._id, amountPaise: 5000 },
    ]);
    const made = (await fake.provider.listRefunds({ from: at(-MINUTE), to: at(MINUTE) })).find((r) => r.refundId === row!.id)!;
    const body = JSON.stringify({
      event: "refund.processed",
      payload: { refund: { entity: { id: made.id, payment_id: made.paymentId, amount: 5000, notes: { refundId: row!.id } } } },
    });
    await ctx.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      payload: body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": testSigner(ctx).signWebhook(body),
        "x-razorpay-event-id": "evt_l1",
      },
    });
    expect(mismatchesOf(await ledger(), [row!.providerPaymentId])).toEqual([]);
  });

  it("lists an order whose payment the provider never captured", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx, { defaultPricePaise: 50000, salePricePaise: null });
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }], createdAt: at(0) });
    expect(mismatchesOf(await ledger(), [order.providerPaymentId])).toEqual([
      { kind: "order_without_capture", paymentId: order.providerPaymentId, orderId: order.id, amountPaise: 50000 },
    ]);
  });

  it("a second payment of one checkout is listed until its refund is taken", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    expect((await validate(ctx, session, await approve(ctx, session, checkout.order.id))).statusCode).toBe(200);
    const second = await approve(ctx, session, checkout.order.id);
    await fake.provider.capturePayment({
      paymentId: second.razorpay_payment_id,
      orderId: checkout.order.id,
      amountPaise: PAID,
      currency: "INR",
    });
    expect(mismatchesOf(await ledger(), [second.razorpay_payment_id]).map((m) => m.kind)).toEqual(["captured_without_order"]);
    ctx.setNow(at(3 * MINUTE));
    await ctx.processes.reconcile.reconcilePayments(silent);
    expect(mismatchesOf(await ledger(), [second.razorpay_payment_id])).toEqual([]);
  });
});
