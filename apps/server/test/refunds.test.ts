import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { type Order, type PublicUser, type Session, REFUND_LINES_MESSAGES, REFUND_MESSAGES } from "@taaza/domain";
import { cartLines, checkouts, creditNotes, orders, refunds } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
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
  webhookBody,
} from "./support/buying.ts";
import type { PaymentProvider } from "../src/platform/ports/payment-provider.ts";

/**
 * The offline provider, except that its refunds fail while `failing` is set (a provider outage);
 * every idempotency key it is asked with is recorded.
 */
function flakyProvider() {
  const base = offlineProvider(10 * MINUTE);
  const state = { failing: false, keys: [] as string[], refundIds: new Set<string>() };
  const provider: PaymentProvider & typeof base = {
    ...base,
    async refund(request) {
      state.keys.push(request.idempotencyKey);
      if (state.failing) throw new Error("provider unreachable");
      const sent = await base.refund(request);
      state.refundIds.add(sent.id);
      return sent;
    },
  };
  return { provider, state };
}

let ctx: TestContext;
let flaky: ReturnType<typeof flakyProvider>;
let admin: Session;
beforeAll(async () => {
  flaky = flakyProvider();
  ctx = await createTestContext({}, { payments: flaky.provider });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  flaky.state.failing = false;
  flaky.state.keys.length = 0;
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

/** A customer with two pomfrets (2 × ₹699) in the basket and an address: ₹1,447 with delivery. */
async function shopper() {
  const session = await signUpCustomer(ctx.app);
  const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
  await setCart(ctx, session, pomfret.id, 2);
  await addAddress(ctx, session);
  return session;
}
const PAID = 2 * 69900 + 4900;

async function paidOrder() {
  const session = await shopper();
  return { session, order: await placeOrder(ctx, session) };
}

const cancel = (session: Session | null, orderId: string) => call(ctx, session, "POST", `/api/orders/${orderId}/cancel`);
const refund = (orderId: string, body: unknown, session: Session = admin) =>
  call(ctx, session, "POST", `/api/orders/${orderId}/refunds`, body);
const retry = (orderId: string, refundId: string) => call(ctx, admin, "POST", `/api/orders/${orderId}/refunds/${refundId}/retry`);
const orderOf = async (session: Session, id: string) => (await call(ctx, session, "GET", `/api/orders/${id}`)).json<{ data: Order }>().data;
const refundRows = () => ctx.db.select().from(refunds);

function sendSignedWebhook(body: string, eventId: string | undefined, signature = testSigner(ctx).signWebhook(body)) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      ...(eventId ? { "x-razorpay-event-id": eventId } : {}),
    },
  });
}

function refundWebhook(
  event: "refund.processed" | "refund.failed",
  row: { id: string; providerRefundId: string | null; providerPaymentId: string; amountPaise: number },
) {
  return JSON.stringify({
    entity: "event",
    event,
    contains: ["refund"],
    payload: {
      refund: {
        entity: {
          id: row.providerRefundId,
          entity: "refund",
          amount: row.amountPaise,
          currency: "INR",
          payment_id: row.providerPaymentId,
          notes: { refundId: row.id },
          status: event.slice(7),
        },
      },
    },
  });
}

describe("a customer cancels their own order", () => {
  it("within 15 minutes while Pending: Canceled, refunded in full at once, and shown in the history (14:59 yes, 15:01 no)", async () => {
    const { session, order } = await paidOrder();
    ctx.setNow(at(14 * MINUTE + 59_000));
    const res = await cancel(session, order._id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<{ data: Order }>().data;
    expect(cancelled.status).toBe("Canceled");
    expect(cancelled.refunds).toMatchObject([{ amountPaise: PAID, status: "pending", createdBy: session.user.username }]);
    expect(cancelled.refunds[0]!.providerRefundId).toMatch(/^rfnd_test_/);
    expect(cancelled.statusHistory.map((h) => [h.status, h.by])).toEqual([
      ["Pending", session.user.username],
      ["Canceled", session.user.username],
    ]);
    expect(flaky.state.keys).toEqual([cancelled.refunds[0]!._id]);

    ctx.setNow(MORNING_IST);
    const late = await paidOrder();
    ctx.setNow(at(15 * MINUTE + 1000));
    const refused = await cancel(late.session, late.order._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: REFUND_MESSAGES.order.cancelWindow });
    expect((await orderOf(late.session, late.order._id)).status).toBe("Pending");
    expect(await refundRows()).toHaveLength(1);
  });

  it("only while Pending, only once, and only their own: anyone else gets 404, a visitor 401", async () => {
    const { session, order } = await paidOrder();
    const other = await signUpCustomer(ctx.app);
    expect((await cancel(other, order._id)).statusCode).toBe(404);
    expect((await cancel(admin, order._id)).statusCode).toBe(404);
    expect((await cancel(null, order._id)).statusCode).toBe(401);
    expect((await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Delivered" })).statusCode).toBe(200);
    expect((await cancel(session, order._id)).statusCode).toBe(409);
    expect(await refundRows()).toHaveLength(0);
  });
});

describe("staff refunds", () => {
  it("setting a paid order to Canceled refunds what is left of it", async () => {
    const { session, order } = await paidOrder();
    expect((await refund(order._id, { amountPaise: 10000, reason: "Short weight" })).statusCode).toBe(200);
    ctx.setNow(at(MINUTE));
    const res = await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Canceled" });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Order }>().data;
    expect(data.refunds.map((r) => [r.amountPaise, r.reason])).toEqual([
      [10000, "Short weight"],
      [PAID - 10000, "Cancelled by staff"],
    ]);
    // Any status to any, as the spec says: back to Pending and Canceled again refunds nothing more.
    await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Pending" });
    await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Canceled" });
    expect(await refundRows()).toHaveLength(2);
  });

  it("a processed refund of a billed order gets its credit note when it settles; a failed or unbilled one gets none", async () => {
    const notes = () => ctx.db.select().from(creditNotes).orderBy(creditNotes.number);
    const { session, order } = await paidOrder();
    expect((await refund(order._id, { amountPaise: 10000, reason: "Short weight" })).statusCode).toBe(200);
    expect((await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Canceled" })).statusCode).toBe(200);
    const [part, rest] = (await refundRows()).sort((x, y) => x.amountPaise - y.amountPaise);
    // Asked for, not yet sent back: nothing to credit.
    expect(await notes()).toEqual([]);
    expect((await sendSignedWebhook(refundWebhook("refund.processed", part!), "evt_part")).json()).toEqual({ status: "ok" });
    expect((await sendSignedWebhook(refundWebhook("refund.failed", rest!), "evt_rest")).json()).toEqual({ status: "ok" });
    // A redelivered event under a new id finds the refund settled and credits nothing twice.
    await sendSignedWebhook(refundWebhook("refund.processed", part!), "evt_part_again");
    expect((await notes()).map((n) => [n.number, n.orderId, n.refundId, n.amountPaise])).toEqual([
      ["CN/26-27/000001", order._id, part!.id, 10000],
    ]);

    // An order without a bill (made before bills existed) is refunded all the same, with no note.
    const other = await paidOrder();
    await ctx.db.update(orders).set({ billNumber: null, billedAt: null }).where(eq(orders.id, other.order._id));
    expect((await refund(other.order._id, { amountPaise: 5000, reason: "Late" })).statusCode).toBe(200);
    const [late] = (await refundRows()).filter((r) => r.orderId === other.order._id);
    expect((await sendSignedWebhook(refundWebhook("refund.processed", late!), "evt_late")).json()).toEqual({ status: "ok" });
    expect(await notes()).toHaveLength(1);
  });

  it("never refunds more than was paid in total, and checks the body", async () => {
    const { session, order } = await paidOrder();
    expect((await refund(order._id, { amountPaise: 100000, reason: "Missing item" })).statusCode).toBe(200);
    const over = await refund(order._id, { amountPaise: PAID - 100000 + 1, reason: "Again" });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ error: string }>().error).toBe("Refunds cannot exceed what was paid: at most ₹447.00 can still be refunded.");
    expect((await refund(order._id, { amountPaise: PAID - 100000, reason: "The rest" })).statusCode).toBe(200);
    expect((await refund(order._id, { amountPaise: 1, reason: "One more" })).json()).toMatchObject({
      error: REFUND_MESSAGES.refund.nothingLeft,
    });
    for (const body of [
      { amountPaise: 0, reason: "x" },
      { amountPaise: 1.5, reason: "x" },
      { amountPaise: 100, reason: " " },
      { amountPaise: "100", reason: "x" },
    ]) {
      expect((await refund(order._id, body)).statusCode).toBe(400);
    }
    // A customer is refused before the body is even read.
    expect((await refund(order._id, { amountPaise: 100, reason: "x" }, session)).statusCode).toBe(403);
    expect((await refund("00000000-0000-4000-8000-000000000000", { amountPaise: 100, reason: "x" })).statusCode).toBe(404);
    expect((await refundRows()).reduce((s, r) => s + r.amountPaise, 0)).toBe(PAID);
  });

  it("refunds picked lines by units or grams at what they cost, for a listed reason the customer then reads", async () => {
    const { session, order } = await paidOrder();
    const line = order.products[0]!;
    const byLines = (body: unknown, who: Session = admin) => call(ctx, who, "POST", `/api/orders/${order._id}/refunds/lines`, body);

    // Staff confirmed ₹600 but one pomfret costs ₹699: nothing moves, they are asked again.
    const changed = await byLines({ lines: [{ lineId: line._id, quantity: 1 }], reason: "missing-item", expectedAmountPaise: 60000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: REFUND_LINES_MESSAGES.changed, code: "refundLines.changed" });
    expect(await refundRows()).toEqual([]);

    const one = await byLines({ lines: [{ lineId: line._id, quantity: 1 }], reason: "missing-item", expectedAmountPaise: 69900 });
    expect(one.statusCode, one.body).toBe(200);
    // A quarter of the line's grams (2 × 500 g sold): a quarter of what the line cost.
    const grams = await byLines({ lines: [{ lineId: line._id, grams: (line.product.weight * line.quantity) / 4 }], reason: "quality" });
    expect(grams.statusCode, grams.body).toBe(200);
    expect((await refundRows()).map((r) => [r.amountPaise, r.reason, r.createdBy]).sort()).toEqual(
      [
        [69900, "missing-item", admin.user._id],
        [34950, "quality", admin.user._id],
      ].sort(),
    );
    const seen = await orderOf(session, order._id);
    expect(seen.refunds.map((r) => r.reason).sort()).toEqual(["missing-item", "quality"]);
    // 750 g of the line's 1,000 g are refunded now: 300 g more would pay for grams never sold.
    const over = await byLines({ lines: [{ lineId: line._id, grams: 300 }], reason: "quality" });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({ error: REFUND_MESSAGES.refund.lineAlreadyRefunded });
    expect(await refundRows()).toHaveLength(2);

    for (const [body, error] of [
      [{ lines: [{ lineId: line._id, quantity: 3 }], reason: "quality" }, REFUND_LINES_MESSAGES.tooMuch],
      [{ lines: [{ lineId: "00000000-0000-4000-8000-000000000000", quantity: 1 }], reason: "quality" }, REFUND_LINES_MESSAGES.notALine],
      [{ lines: [{ lineId: line._id, quantity: 1, grams: 10 }], reason: "quality" }, REFUND_LINES_MESSAGES.pick],
      [{ lines: [{ lineId: line._id, quantity: 1 }], reason: "just because" }, REFUND_LINES_MESSAGES.reason],
      [{ lines: [], reason: "quality" }, REFUND_LINES_MESSAGES.lines],
    ] as const) {
      const res = await byLines(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(error);
    }
    expect((await byLines({ lines: [{ lineId: line._id, quantity: 1 }], reason: "quality" }, session)).statusCode).toBe(403);
    expect((await refundRows()).reduce((sum, r) => sum + r.amountPaise, 0)).toBe(69900 + 34950);
  });

  it("a failed refund is shown to staff and retried under the same idempotency key, never twice", async () => {
    const { session, order } = await paidOrder();
    flaky.state.failing = true;
    const failed = (await refund(order._id, { amountPaise: 20000, reason: "Missing item" })).json<{ data: Order }>().data.refunds[0]!;
    expect(failed).toMatchObject({ status: "failed", failureReason: "provider unreachable" });
    flaky.state.failing = false;
    // A failed refund gave nothing back, so it does not count against what is left...
    expect((await refund(order._id, { amountPaise: PAID - 10000, reason: "Nearly all" })).statusCode).toBe(200);
    // ...until it is retried: then it would exceed what was paid.
    expect((await retry(order._id, failed._id)).statusCode).toBe(409);

    const second = await paidOrder();
    flaky.state.failing = true;
    const broken = (await refund(second.order._id, { amountPaise: 20000, reason: "Missing item" })).json<{ data: Order }>().data
      .refunds[0]!;
    flaky.state.failing = false;
    const retried = await Promise.all([retry(second.order._id, broken._id), retry(second.order._id, broken._id)]);
    expect(retried.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await orderOf(second.session, second.order._id)).refunds).toMatchObject([
      { _id: broken._id, status: "pending", failureReason: null },
    ]);
    expect(flaky.state.keys.filter((k) => k === broken._id)).toHaveLength(2);
    // The provider answers the same key with the same refund: one refund, however often asked.
    expect((await flaky.provider.refund({ paymentId: "pay_x", amountPaise: 20000, idempotencyKey: broken._id, notes: {} })).id).toBe(
      (await orderOf(second.session, second.order._id)).refunds[0]!.providerRefundId,
    );
    expect((await retry(second.order._id, broken._id)).json()).toMatchObject({ error: REFUND_MESSAGES.refund.notFailed });
    expect((await call(ctx, session, "POST", `/api/orders/${order._id}/refunds/${failed._id}/retry`)).statusCode).toBe(403);
  });
});

describe("refund webhooks", () => {
  async function pendingRefund() {
    const { session, order } = await paidOrder();
    await cancel(session, order._id);
    const [row] = await refundRows();
    return { session, order, row: row! };
  }

  it("a valid refund.processed settles the refund; the customer sees the amount refunded", async () => {
    const { session, order, row } = await pendingRefund();
    const res = await sendSignedWebhook(refundWebhook("refund.processed", row), "evt_1");
    expect(res.json()).toEqual({ status: "ok" });
    const seen = await orderOf(session, order._id);
    expect(seen.refunds[0]!.status).toBe("processed");
    expect(seen.refundedPaise).toBe(PAID);
  });

  it("a forged one is refused and changes nothing", async () => {
    const { row } = await pendingRefund();
    const res = await sendSignedWebhook(refundWebhook("refund.processed", row), "evt_1", "00".repeat(32));
    expect(res.statusCode).toBe(400);
    expect((await refundRows())[0]!.status).toBe("pending");
  });

  it("a duplicate event id is handled once; a stale event never moves a refund back", async () => {
    const { row } = await pendingRefund();
    expect((await sendSignedWebhook(refundWebhook("refund.failed", row), "evt_f")).json()).toEqual({ status: "ok" });
    expect((await refundRows())[0]!.status).toBe("failed");
    expect((await retry(row.orderId!, row.id)).statusCode).toBe(200);
    // The same failure delivered again must not fail the retried refund.
    expect((await sendSignedWebhook(refundWebhook("refund.failed", row), "evt_f")).json()).toEqual({ status: "duplicate" });
    expect((await refundRows())[0]!.status).toBe("pending");
    expect((await sendSignedWebhook(refundWebhook("refund.processed", row), "evt_p")).json()).toEqual({ status: "ok" });
    // Out of order: a failure sent before the success arrives after it.
    expect((await sendSignedWebhook(refundWebhook("refund.failed", row), "evt_old")).json()).toEqual({ status: "stale" });
    expect((await refundRows())[0]!.status).toBe("processed");
  });

  it("a redelivered payment webhook is recognised by its event id", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    const fields = await approve(ctx, session, checkout.order.id);
    const body = webhookBody("payment.captured", {
      orderId: checkout.order.id,
      paymentId: fields.razorpay_payment_id,
      amountPaise: checkout.order.amount,
    });
    expect((await sendSignedWebhook(body, "evt_pay")).json()).toEqual({ status: "ok" });
    expect((await sendSignedWebhook(body, "evt_pay")).json()).toEqual({ status: "duplicate" });
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
  });
});

describe("nothing paid is lost", () => {
  it("a payment after the checkout expired is refunded in full, and the customer is told", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    ctx.setNow(at(31 * MINUTE));
    const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.checkoutExpiredRefunded });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("expired");
    expect(await refundRows()).toMatchObject([
      { orderId: null, amountPaise: PAID, status: "pending", reason: "The payment arrived after the checkout expired" },
    ]);
    // The basket is kept for a new checkout.
    expect(await ctx.db.select().from(cartLines)).toHaveLength(1);
  });

  it("reconciliation makes the order for a payment the browser never reported, once, and closes unpaid expired checkouts", async () => {
    const session = await shopper();
    const paid = await startCheckout(ctx, session);
    await approve(ctx, session, paid.order.id);
    const other = await shopper();
    const unpaid = await startCheckout(ctx, other);
    // Too young: the browser may still report it.
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ ran: true, checked: 0 });
    ctx.setNow(at(3 * MINUTE));
    // Two processes at once: one order, whichever runs.
    const reports = await Promise.all([
      ctx.processes.reconcile.reconcilePayments(silent),
      ctx.processes.reconcile.reconcilePayments(silent),
    ]);
    expect(reports.reduce((n, r) => n + r.ordersCreated, 0)).toBe(1);
    const [order] = await ctx.db.select().from(orders);
    expect(order).toMatchObject({ userId: session.user._id, billPricePaise: PAID });
    expect((await call(ctx, session, "GET", `/api/users/${session.user._id}`)).json<PublicUser>().cart).toEqual([]);
    ctx.setNow(at(31 * MINUTE));
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ ran: true, ordersCreated: 0, expired: 1 });
    expect((await ctx.db.select().from(checkouts).where(eq(checkouts.providerOrderId, unpaid.order.id)))[0]!.status).toBe("expired");
  });

  it("reconciliation refunds a payment found after its checkout expired", async () => {
    const session = await shopper();
    const checkout = await startCheckout(ctx, session);
    await approve(ctx, session, checkout.order.id);
    ctx.setNow(at(45 * MINUTE));
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ ordersCreated: 0, refunded: 1 });
    expect(await refundRows()).toMatchObject([{ orderId: null, amountPaise: PAID, status: "pending" }]);
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ checked: 0, refunded: 0 });
  });
});

describe("one order, many hands at once", () => {
  it("a concurrent cancel, staff refund and refund webhook leave totals consistent", async () => {
    for (let round = 0; round < 3; round++) {
      await ctx.reset();
      admin = await signInAdmin(ctx);
      await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
      const { session, order } = await paidOrder();
      await refund(order._id, { amountPaise: 5000, reason: "Short weight" });
      const [first] = await refundRows();
      const results = await Promise.all([
        cancel(session, order._id),
        refund(order._id, { amountPaise: 40000, reason: "Missing item" }),
        sendSignedWebhook(refundWebhook("refund.processed", first!), `evt_${round}`),
        refund(order._id, { amountPaise: 40000, reason: "Missing item" }),
      ]);
      expect(
        results.every((r) => [200, 409].includes(r.statusCode)),
        results.map((r) => r.body).join("\n"),
      ).toBe(true);
      const rows = await refundRows();
      expect(rows.filter((r) => r.status !== "failed").reduce((s, r) => s + r.amountPaise, 0)).toBeLessThanOrEqual(PAID);
      const seen = await orderOf(session, order._id);
      expect(seen.status).toBe("Canceled");
      // The cancellation refunds whatever was left when it ran, so the total is exactly what was paid.
      expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(PAID);
      expect(seen.refunds.find((r) => r._id === first!.id)!.status).toBe("processed");
    }
  });
});

describe("the offline provider", () => {
  it("settles a refund after TEST_REFUND_SETTLE_MS through the webhook's code", async () => {
    const quick = await createTestContext({ TEST_REFUND_SETTLE_MS: "50" }, {}, { database: ctx.database });
    try {
      quick.setNow(MORNING_IST);
      const session = await signUpCustomer(quick.app);
      const pomfret = await buildProduct(quick, { defaultPricePaise: 80000, salePricePaise: 69900 });
      await setCart(quick, session, pomfret.id, 1);
      await addAddress(quick, session);
      const order = await placeOrder(quick, session);
      const res = await call(quick, session, "POST", `/api/orders/${order._id}/cancel`);
      expect(res.json<{ data: Order }>().data.refunds[0]!.status).toBe("pending");
      await vi.waitFor(async () => expect((await orderOf2(quick, session, order._id)).refunds[0]!.status).toBe("processed"), {
        timeout: 5000,
        interval: 50,
      });
      expect((await orderOf2(quick, session, order._id)).refundedPaise).toBe(69900 + 4900);
    } finally {
      await quick.close();
    }
  });
});

async function orderOf2(context: TestContext, session: Session, id: string) {
  return (await call(context, session, "GET", `/api/orders/${id}`)).json<{ data: Order }>().data;
}
