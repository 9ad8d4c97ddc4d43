import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Ledger, Order, Session } from "@taaza/domain";
import { orders, refunds } from "../src/platform/database/schema.ts";
import { PaymentProviderError, type PaymentProvider } from "../src/platform/ports/payment-provider.ts";
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
  setCart,
  silent,
  startCheckout,
  validate,
} from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 35's fault test: checkouts and refunds while the provider times out after acting, refuses,
// answers late, and a shop process stops in the middle of a payment and of a refund (its calls
// never come back). Then the reconciliation and the refund sweeper run, and the day's ledger
// shows no mismatch: every rupee captured is an order's or has gone back.

const DAY = "2026-11-23";

type Fault = "none" | "timeout-after-acting" | "refuse" | "late" | "never-answers";

/** The offline provider with one fault for the next capture and the next refund. */
function faultyProvider(base: ReturnType<typeof offlineProvider>) {
  const faults = { capture: "none" as Fault, refund: "none" as Fault };
  const hang = () => new Promise<never>(() => undefined);
  const act = async <T>(fault: Fault, call: () => Promise<T>): Promise<T> => {
    if (fault === "refuse") throw new PaymentProviderError("Razorpay 400: refused");
    if (fault === "late") await new Promise((resolve) => setTimeout(resolve, 150));
    const answer = await call();
    if (fault === "timeout-after-acting") throw new PaymentProviderError("Razorpay unreachable: timeout", { uncertain: true });
    if (fault === "never-answers") return hang();
    return answer;
  };
  const provider: PaymentProvider & typeof base = {
    ...base,
    capturePayment: (request) => {
      const fault = faults.capture;
      faults.capture = "none";
      return act(fault, () => base.capturePayment(request));
    },
    refund: (request) => {
      const fault = faults.refund;
      faults.refund = "none";
      return act(fault, () => base.refund(request));
    },
  };
  return { provider, faults };
}

const base = offlineProvider(60 * MINUTE);
let ctx: TestContext;
let shop: ReturnType<typeof faultyProvider>;
beforeAll(async () => {
  shop = faultyProvider(base);
  ctx = await createTestContext({}, { payments: shop.provider });
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});
afterAll(() => ctx.close());

async function shopper(context: TestContext): Promise<Session> {
  const session = await signUpCustomer(context.app);
  const pomfret = await buildProduct(context, { defaultPricePaise: 80000, salePricePaise: 69900 });
  await setCart(context, session, pomfret.id, 2);
  await addAddress(context, session);
  return session;
}

describe("money under faults", () => {
  it("after timeouts, refusals, late answers and a process stopped mid-flow, the ledger shows no mismatch", async () => {
    const admin = await signInAdmin(ctx);

    // 1. Paid, then cancelled: the provider makes the refund but the answer times out.
    const first = await shopper(ctx);
    const firstCheckout = await startCheckout(ctx, first);
    const firstOrder = (await validate(ctx, first, await approve(ctx, first, firstCheckout.order.id))).json<{ data: Order }>().data;
    shop.faults.refund = "timeout-after-acting";
    expect((await call(ctx, first, "POST", `/api/orders/${firstOrder._id}/cancel`)).statusCode).toBe(200);

    // 2. The capture is made but its answer times out: the browser is told to try later.
    const second = await shopper(ctx);
    const secondCheckout = await startCheckout(ctx, second);
    shop.faults.capture = "timeout-after-acting";
    expect((await validate(ctx, second, await approve(ctx, second, secondCheckout.order.id))).statusCode).toBe(502);

    // 3. One checkout paid twice, both validated at once; the refund of the extra one answers late.
    const third = await shopper(ctx);
    const thirdCheckout = await startCheckout(ctx, third);
    const twice = [await approve(ctx, third, thirdCheckout.order.id), await approve(ctx, third, thirdCheckout.order.id)];
    shop.faults.refund = "late";
    const both = await Promise.all(twice.map((fields) => validate(ctx, third, fields)));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);

    // 4. A staff refund the provider refuses.
    const thirdOrder = both[0]!.json<{ data: Order }>().data;
    shop.faults.refund = "refuse";
    await call(ctx, admin, "POST", `/api/orders/${thirdOrder._id}/refunds`, { amountPaise: 5000, reason: "Short weight" });

    // 5. A second process of the shop stops in the middle: one payment captured and never
    // answered, one refund committed and never sent.
    const stopping = faultyProvider(base);
    const other = await createTestContext({}, { payments: stopping.provider }, { database: ctx.database });
    other.setNow(MORNING_IST);
    base.useClock(() => ctx.clock.now());
    const fourth = await shopper(other);
    const fourthCheckout = await startCheckout(other, fourth);
    stopping.faults.capture = "never-answers";
    void validate(other, fourth, await approve(other, fourth, fourthCheckout.order.id));
    const fifth = await shopper(other);
    const fifthCheckout = await startCheckout(other, fifth);
    const fifthOrder = (await validate(other, fifth, await approve(other, fifth, fifthCheckout.order.id))).json<{ data: Order }>().data;
    stopping.faults.refund = "never-answers";
    void call(other, fifth, "POST", `/api/orders/${fifthOrder._id}/cancel`);
    await expect.poll(async () => (await ctx.db.select().from(refunds).where(eq(refunds.orderId, fifthOrder._id))).length).toBe(1);
    await other.close();

    // A reconciliation round a few minutes on: the payments nobody answered become orders.
    ctx.setNow(at(3 * MINUTE));
    await ctx.processes.reconcile.reconcileRound(silent);

    // 6. A checkout that expired, paid afterwards; its refund is refused at first.
    const sixth = await shopper(ctx);
    const sixthCheckout = await startCheckout(ctx, sixth);
    ctx.setNow(at(34 * MINUTE));
    shop.faults.refund = "refuse";
    expect((await validate(ctx, sixth, await approve(ctx, sixth, sixthCheckout.order.id))).statusCode).toBe(409);

    // While things are being settled, the ledger says so.
    const during = (await call(ctx, admin, "GET", `/api/admin/ledger?date=${DAY}`)).json<Ledger>();
    expect(during.mismatches.length).toBeGreaterThan(0);

    // The shop's own repair: reconciliation and the refund sweeper, a few rounds.
    for (const minutes of [38, 41, 44]) {
      ctx.setNow(at(minutes * MINUTE));
      await ctx.processes.reconcile.reconcileRound(silent);
    }

    const res = await call(ctx, admin, "GET", `/api/admin/ledger?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    const ledger = res.json<Ledger>();
    expect(ledger.mismatches).toEqual([]);
    // The provider sent back exactly what the shop refunded, and kept what the shop's orders kept.
    expect(ledger.provider.refundedPaise).toBe(ledger.shop.refundedPaise);
    const placed = await ctx.db.select().from(orders);
    const rows = await ctx.db.select().from(refunds);
    const orderRefunds = rows.filter((r) => r.orderId !== null).reduce((total, r) => total + r.amountPaise, 0);
    expect(ledger.provider.capturedPaise - ledger.provider.refundedPaise).toBe(ledger.shop.paidPaise - orderRefunds);
    // Every customer who paid in time has an order (the timed-out capture and the stopped
    // process's capture too); every refund has been taken by the provider.
    expect(placed).toHaveLength(5);
    expect(rows.filter((r) => r.providerRefundId === null || r.status === "failed" || r.status === "unknown")).toEqual([]);
  });
});
