import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Order, SERVER_MESSAGES } from "@taaza/domain";
import { cartLines, checkouts, orders } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import {
  addAddress,
  approve,
  buildPincode,
  call,
  MORNING_IST,
  sendWebhook,
  setCart,
  startCheckout,
  testSigner,
  validate,
  webhookBody,
} from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

/** A customer who has paid (the provider approved) but whose browser has not validated. */
async function paidButTabClosed() {
  const session = await signUpCustomer(ctx.app);
  const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
  await setCart(ctx, session, pomfret.id, 2);
  await addAddress(ctx, session);
  const checkout = await startCheckout(ctx, session);
  const fields = await approve(ctx, session, checkout.order.id);
  const body = webhookBody("payment.captured", {
    orderId: checkout.order.id,
    paymentId: fields.razorpay_payment_id,
    amountPaise: checkout.order.amount,
  });
  return { session, checkout, fields, body, signature: testSigner(ctx).signWebhook(body) };
}

describe("the payment webhook", () => {
  it("creates the order when the customer closed the tab after paying", async () => {
    const { session, checkout, body, signature } = await paidButTabClosed();
    const res = await sendWebhook(ctx, body, signature);
    expect(res.statusCode).toBe(200);
    const [order] = await ctx.db.select().from(orders);
    expect(order).toMatchObject({
      userId: session.user._id,
      billPricePaise: 2 * 69900 + 4900,
      status: "Pending",
      checkoutId: checkout.checkoutId,
    });
    expect(await ctx.db.select().from(cartLines)).toHaveLength(0);
    const listed = (await call(ctx, session, "GET", "/api/orders")).json<{ data: Order[] }>().data;
    expect(listed.map((o) => o._id)).toEqual([order!.id]);
  });

  it("delivered several times (also at once) still yields one order, and a late validation finds it", async () => {
    const { session, fields, body, signature } = await paidButTabClosed();
    const deliveries = await Promise.all([1, 2, 3].map(() => sendWebhook(ctx, body, signature)));
    expect(deliveries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await sendWebhook(ctx, body, signature)).statusCode).toBe(200);
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
    const late = await validate(ctx, session, fields);
    expect(late.statusCode).toBe(200);
    expect(late.json<{ data: Order }>().data._id).toBe((await ctx.db.select().from(orders))[0]!.id);
  });

  it("racing the browser's validations still yields one order", async () => {
    const { session, fields, body, signature } = await paidButTabClosed();
    const results = await Promise.all([
      validate(ctx, session, fields),
      sendWebhook(ctx, body, signature),
      validate(ctx, session, fields),
      sendWebhook(ctx, body, signature),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
    expect(results[0].json<{ data: Order }>().data._id).toBe(results[2].json<{ data: Order }>().data._id);
  });

  it("a wrong or missing signature gets 400 and creates nothing", async () => {
    const { body, signature } = await paidButTabClosed();
    const tampered = body.replace('"amount":', '"amount": 1, "was":');
    for (const [payload, sig] of [
      [body, signature.replace(/^./, (c) => (c === "a" ? "b" : "a"))],
      [tampered, signature],
      [body, ""],
      [body, "zz"],
    ] as const) {
      const res = await sendWebhook(ctx, payload, sig);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.order.webhookSignature });
    }
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      payload: body,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("pending");
  });

  it("ignores other events, unknown provider orders and a captured amount that is not the checkout's", async () => {
    const { checkout, fields } = await paidButTabClosed();
    const signer = testSigner(ctx);
    const send = (event: string, orderId: string, amountPaise: number) => {
      const body = webhookBody(event, { orderId, paymentId: fields.razorpay_payment_id, amountPaise });
      return sendWebhook(ctx, body, signer.signWebhook(body));
    };
    expect((await send("payment.failed", checkout.order.id, checkout.order.amount)).json()).toEqual({ status: "ignored" });
    expect((await send("payment.captured", "order_test_unknown", checkout.order.amount)).json()).toEqual({ status: "unknown" });
    expect((await send("payment.captured", checkout.order.id, 100)).json()).toEqual({ status: "amount-mismatch" });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    // order.paid carries the same payment and settles it too.
    expect((await send("order.paid", checkout.order.id, checkout.order.amount)).json()).toEqual({ status: "ok" });
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
  });

  it("does not create an order when the basket changed after the payment started", async () => {
    const { session, body, signature } = await paidButTabClosed();
    const extra = await buildProduct(ctx, { name: "Lobster" });
    await setCart(ctx, session, extra.id, 1);
    const res = await sendWebhook(ctx, body, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "rejected" });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("rejected");
  });
});
