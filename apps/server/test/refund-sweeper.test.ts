import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Order, Session } from "@taaza/domain";
import { checkouts, orders, refunds } from "../src/platform/database/schema.ts";
import { PaymentProviderError, type PaymentProvider } from "../src/platform/ports/payment-provider.ts";
import { inTransaction } from "../src/platform/database/in-transaction.ts";
import { buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
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

// Issue 35: a refund the provider never took is sent again until it does (with or without an
// order, after a crash between its row and the call, after a refusal); a timeout is "unknown",
// never "failed"; the provider's refund.processed settles a refund we thought failed; and the
// reconciliation asks the provider with no lock held and finds payments nobody reported.

type Mode = "ok" | "refuse" | "late" | "done-then-refuse";

/** The offline provider whose refunds can be refused, or made and then answered too late. */
function provider() {
  const base = offlineProvider(60 * MINUTE);
  const state = { mode: "ok" as Mode, keys: [] as string[], gate: null as null | (() => Promise<void>) };
  const wrapped: PaymentProvider & typeof base = {
    ...base,
    async refund(request) {
      state.keys.push(request.idempotencyKey);
      if (state.mode === "refuse") throw new PaymentProviderError("Razorpay refund 400: the payment cannot be refunded");
      const sent = await base.refund(request);
      if (state.mode === "late")
        throw new PaymentProviderError("Razorpay unreachable: The operation was aborted due to timeout", { uncertain: true });
      if (state.mode === "done-then-refuse") throw new PaymentProviderError("Razorpay refund 400: refused after all");
      return sent;
    },
    async fetchOrderPayments(orderId) {
      await state.gate?.();
      return base.fetchOrderPayments(orderId);
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
  fake.state.mode = "ok";
  fake.state.keys.length = 0;
  fake.state.gate = null;
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

const refundRows = () => ctx.db.select().from(refunds);
const sweep = () => ctx.processes.refundOrder.sweep(silent);
const staffRefund = (orderId: string, amountPaise: number) =>
  call(ctx, admin, "POST", `/api/orders/${orderId}/refunds`, { amountPaise, reason: "Short weight" });

function refundWebhook(
  event: "refund.processed" | "refund.failed",
  row: { id: string; providerRefundId: string; providerPaymentId: string },
) {
  const body = JSON.stringify({
    entity: "event",
    event,
    payload: {
      refund: { entity: { id: row.providerRefundId, payment_id: row.providerPaymentId, amount: 1, notes: { refundId: row.id } } },
    },
  });
  return ctx.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": testSigner(ctx).signWebhook(body),
      "x-razorpay-event-id": `evt_${row.id}_${event}`,
    },
  });
}

describe("the refund sweeper", () => {
  it("sends a refund of a payment that made no order again until the provider takes it; staff see it in their list", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    fake.state.mode = "refuse";
    ctx.setNow(at(31 * MINUTE));
    expect((await validate(ctx, session, await approve(ctx, session, checkout.order.id))).statusCode).toBe(409);
    const [failed] = await refundRows();
    expect(failed).toMatchObject({ orderId: null, status: "failed", amountPaise: PAID, providerRefundId: null });

    const listed = await call(ctx, admin, "GET", "/api/admin/refunds");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      data: [{ _id: failed!.id, status: "failed", amountPaise: PAID, checkoutId: failed!.checkoutId }],
    });
    expect((await call(ctx, session, "GET", "/api/admin/refunds")).statusCode).toBe(403);

    // Too soon: the request that made it may still be at it. Then refused again; then taken.
    expect(await sweep()).toEqual({ sent: 0 });
    ctx.setNow(at(34 * MINUTE));
    expect(await sweep()).toEqual({ sent: 1 });
    expect((await refundRows())[0]).toMatchObject({ status: "failed" });
    fake.state.mode = "ok";
    ctx.setNow(at(37 * MINUTE));
    expect(await sweep()).toEqual({ sent: 1 });
    const [taken] = await refundRows();
    expect(taken).toMatchObject({ status: "pending", failureReason: null });
    expect(taken!.providerRefundId).toMatch(/^rfnd_test_/);
    expect(new Set(fake.state.keys)).toEqual(new Set([failed!.id]));
    ctx.setNow(at(45 * MINUTE));
    expect(await sweep()).toEqual({ sent: 0 });
  });

  it("sends a refund whose row was committed but never sent (a crash in between), under its own id", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    const [row] = await ctx.db
      .insert(refunds)
      .values({
        orderId: order._id,
        checkoutId: (await ctx.db.select().from(checkouts))[0]!.id,
        provider: "test",
        providerPaymentId: (await ctx.db.select().from(orders))[0]!.providerPaymentId,
        amountPaise: 5000,
        reason: "Short weight",
        createdAt: at(0),
        updatedAt: at(0),
      })
      .returning();
    ctx.setNow(at(3 * MINUTE));
    expect(await sweep()).toEqual({ sent: 1 });
    expect(fake.state.keys).toEqual([row!.id]);
    expect((await refundRows())[0]!.providerRefundId).toMatch(/^rfnd_test_/);
  });

  it("a failed refund of an order is sent again only while what is left allows it", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    fake.state.mode = "refuse";
    expect((await staffRefund(order._id, 100000)).statusCode).toBe(200);
    fake.state.mode = "ok";
    // A failed refund gave nothing back: staff refunded the rest meanwhile.
    expect((await staffRefund(order._id, PAID)).statusCode).toBe(200);
    ctx.setNow(at(3 * MINUTE));
    expect(await sweep()).toEqual({ sent: 0 });
    expect((await refundRows()).map((r) => r.status).sort()).toEqual(["failed", "pending"]);
  });
});

describe("a refund the provider took but answered too late", () => {
  it("is unknown, never failed; it still counts against what is left; the sweeper asks again with the same key", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    fake.state.mode = "late";
    const first = (await staffRefund(order._id, 5000)).json<{ data: Order }>().data.refunds[0]!;
    expect(first).toMatchObject({ status: "unknown", amountPaise: 5000 });
    fake.state.mode = "ok";
    // "The rest" is what was paid less the unknown refund, never more.
    expect((await staffRefund(order._id, PAID - 5000 + 1)).statusCode).toBe(409);
    const cancelled = await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Canceled" });
    expect(cancelled.statusCode).toBe(200);
    expect((await refundRows()).reduce((s, r) => s + r.amountPaise, 0)).toBe(PAID);

    ctx.setNow(at(3 * MINUTE));
    expect(await sweep()).toEqual({ sent: 1 });
    const again = (await refundRows()).find((r) => r.id === first._id)!;
    expect(again.status).toBe("pending");
    // The same key, so the provider answered with the refund it had made: one refund, not two.
    expect(fake.state.keys.filter((k) => k === first._id)).toHaveLength(2);
    expect((await fake.provider.listRefunds({ from: at(-MINUTE), to: at(MINUTE) })).filter((r) => r.refundId === first._id)).toHaveLength(
      1,
    );
  });

  it("refund.processed settles a refund we marked unknown, or failed, with its credit note", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    fake.state.mode = "late";
    await staffRefund(order._id, 5000);
    fake.state.mode = "done-then-refuse";
    await staffRefund(order._id, 7000);
    const rows = await refundRows();
    const unknown = rows.find((r) => r.amountPaise === 5000)!;
    const failed = rows.find((r) => r.amountPaise === 7000)!;
    expect([unknown.status, failed.status]).toEqual(["unknown", "failed"]);
    const made = await fake.provider.listRefunds({ from: at(-MINUTE), to: at(MINUTE) });
    for (const row of [unknown, failed]) {
      const providerRefundId = made.find((r) => r.refundId === row.id)!.id;
      const answer = await refundWebhook("refund.processed", { ...row, providerRefundId });
      expect(answer.json()).toEqual({ status: "ok" });
    }
    const settled = await refundRows();
    expect(settled.map((r) => r.status)).toEqual(["processed", "processed"]);
    const view = (await call(ctx, session, "GET", `/api/orders/${order._id}`)).json<{ data: Order }>().data;
    expect(view.refundedPaise).toBe(12000);
    const notes = await ctx.db.execute(sql`select count(*)::int as n from credit_notes`);
    expect((notes as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

describe("the reconciliation", () => {
  it("finds a payment captured after its checkout expired in the provider's list and refunds it, with no webhook", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    ctx.setNow(at(31 * MINUTE));
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ expired: 1 });
    ctx.setNow(at(33 * MINUTE));
    const late = fake.provider.approve(checkout.order.id);
    await fake.provider.capturePayment({
      paymentId: late.razorpay_payment_id,
      orderId: checkout.order.id,
      amountPaise: PAID,
      currency: "INR",
    });
    ctx.setNow(at(36 * MINUTE));
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ found: 1, refunded: 1 });
    expect(await refundRows()).toMatchObject([{ orderId: null, providerPaymentId: late.razorpay_payment_id, amountPaise: PAID }]);
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ found: 0, refunded: 0 });
  });

  it("holds no lock on a checkout while it asks the provider", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    await approve(ctx, session, checkout.order.id);
    ctx.setNow(at(3 * MINUTE));
    let lockedMeanwhile: unknown = "not tried";
    fake.state.gate = async () => {
      fake.state.gate = null;
      lockedMeanwhile = await inTransaction(ctx.db, async (tx) =>
        tx.execute(sql`select id from checkouts where provider_order_id = ${checkout.order.id} for update nowait`),
      ).then(
        () => "locked",
        (error: unknown) => error,
      );
    };
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ ordersCreated: 1 });
    expect(lockedMeanwhile).toBe("locked");
    const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.providerOrderId, checkout.order.id));
    expect(row!.status).toBe("paid");
  });
});
