import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, SERVER_MESSAGES, type CheckoutStart, type Order } from "@taaza/domain";
import { loadConfig } from "../src/platform/config.ts";
import { checkouts, orders } from "../src/platform/database/schema.ts";
import { paymentProviderFromConfig } from "../src/modules/payments/payment-provider-from-config.ts";
import { PaymentProviderError } from "../src/platform/ports/payment-provider.ts";
import { RAZORPAY_ORDERS_URL, RAZORPAY_PAYMENTS_URL, razorpayProvider } from "../src/modules/payments/razorpay-provider.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import {
  addAddress,
  buildPincode,
  call,
  MORNING_IST,
  sendWebhook,
  setCart,
  startCheckoutResponse,
  validate,
  webhookBody,
} from "./support/buying.ts";

const KEYS = { keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey0123", webhookSecret: "whsec-taaza-0123" };
const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

interface Recorded {
  url: string;
  init: RequestInit;
}

type FakePayment = {
  id: string;
  order_id: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  amount: number;
  currency: string;
};

/** A stand-in for Razorpay's Orders and Payments APIs: records what it was asked and answers as told. */
function fakeRazorpay() {
  const calls: Recorded[] = [];
  const payments = new Map<string, FakePayment>();
  let down = false;
  let answer: (body: { amount: number; receipt: string }) => Response = (body) =>
    Response.json({
      id: `order_${calls.length}RzP`,
      entity: "order",
      amount: body.amount,
      currency: "INR",
      receipt: body.receipt,
      status: "created",
    });
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    if (down) throw new TypeError("fetch failed");
    const path = url instanceof Request ? url.url : url.toString();
    if (path === RAZORPAY_ORDERS_URL) return answer(JSON.parse(init?.body as string) as { amount: number; receipt: string });
    const capture = /\/payments\/([^/]+)\/capture$/.exec(path);
    if (capture) {
      const payment = payments.get(decodeURIComponent(capture[1]!));
      const body = JSON.parse(init?.body as string) as { amount: number; currency: string };
      if (!payment || payment.status !== "authorized" || payment.amount !== body.amount) {
        return Response.json(
          { error: { code: "BAD_REQUEST_ERROR", description: "This payment has already been captured" } },
          { status: 400 },
        );
      }
      payment.status = "captured";
      return Response.json(payment);
    }
    const fetchOne = /\/payments\/([^/]+)$/.exec(path);
    const payment = fetchOne ? payments.get(decodeURIComponent(fetchOne[1]!)) : undefined;
    return payment ? Response.json(payment) : Response.json({ error: { code: "BAD_REQUEST_ERROR" } }, { status: 400 });
  }) as typeof fetch;
  return {
    calls,
    fetchImpl,
    payments,
    answerWith: (next: typeof answer) => void (answer = next),
    setDown: (value: boolean) => void (down = value),
    reset: () => {
      calls.length = 0;
      payments.clear();
      down = false;
    },
  };
}

describe("the Razorpay adapter (fake fetch, no network)", () => {
  it("creates an order with basic auth and the exact amount, and reads its id", async () => {
    const fake = fakeRazorpay();
    const provider = razorpayProvider(KEYS, fake.fetchImpl);
    const order = await provider.createOrder({ amountPaise: 152300, currency: "INR", receipt: "chk-1", notes: { checkoutId: "chk-1" } });
    expect(order).toEqual({ id: "order_1RzP", amountPaise: 152300, currency: "INR", receipt: "chk-1" });
    expect(fake.calls[0]!.url).toBe(RAZORPAY_ORDERS_URL);
    expect(fake.calls[0]!.init.method).toBe("POST");
    const headers = fake.calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")}`);
    expect(JSON.parse(fake.calls[0]!.init.body as string)).toEqual({
      amount: 152300,
      currency: "INR",
      receipt: "chk-1",
      notes: { checkoutId: "chk-1" },
    });
  });

  it("fails clearly on an error status, a network failure, garbage, or an order for another amount", async () => {
    const fake = fakeRazorpay();
    const provider = razorpayProvider(KEYS, fake.fetchImpl);
    const request = { amountPaise: 5000, currency: "INR" as const, receipt: "r", notes: {} };
    fake.answerWith(() => new Response('{"error":{"code":"BAD_REQUEST_ERROR"}}', { status: 400 }));
    await expect(provider.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
    fake.answerWith(() => new Response("<html>gateway</html>", { status: 200 }));
    await expect(provider.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
    fake.answerWith(() => Response.json({ id: "order_x", amount: 1, currency: "INR" }));
    await expect(provider.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
    const offline = razorpayProvider(KEYS, async () => {
      throw new TypeError("fetch failed");
    });
    await expect(offline.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("verifies checkout signatures over order_id|payment_id and webhook signatures over the raw body", () => {
    const provider = razorpayProvider(KEYS, fakeRazorpay().fetchImpl);
    const good = sign(KEYS.keySecret, "order_1|pay_1");
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: good })).toBe(true);
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_2", signature: good })).toBe(false);
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: good.slice(0, 10) })).toBe(false);
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: sign("other", "order_1|pay_1") })).toBe(
      false,
    );
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(provider.verifyWebhook(raw, sign(KEYS.webhookSecret, raw.toString()))).toBe(true);
    expect(provider.verifyWebhook(raw, sign(KEYS.keySecret, raw.toString()))).toBe(false);
    expect(provider.verifyWebhook(raw, undefined)).toBe(false);
    const noWebhookSecret = razorpayProvider({ ...KEYS, webhookSecret: null });
    expect(noWebhookSecret.verifyWebhook(raw, sign(KEYS.webhookSecret, raw.toString()))).toBe(false);
    // During a rotation both the new and the previous secret sign; nothing else does.
    const rotating = razorpayProvider({ ...KEYS, webhookSecret: "whsec-new", previousWebhookSecret: KEYS.webhookSecret });
    expect(rotating.verifyWebhook(raw, sign("whsec-new", raw.toString()))).toBe(true);
    expect(rotating.verifyWebhook(raw, sign(KEYS.webhookSecret, raw.toString()))).toBe(true);
    expect(rotating.verifyWebhook(raw, sign("whsec-older", raw.toString()))).toBe(false);
  });
});

describe("choosing the provider from configuration", () => {
  it("uses Razorpay when both keys are set, the test provider otherwise", () => {
    expect(paymentProviderFromConfig(loadConfig({ RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret })).name).toBe(
      "razorpay",
    );
    expect(paymentProviderFromConfig(loadConfig({})).name).toBe("test");
    expect(() => loadConfig({ RAZORPAY_KEY_ID: KEYS.keyId })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it("refuses to start in production with neither Razorpay keys nor PAYMENTS_TEST_MODE=true", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
    expect(() => loadConfig(production)).toThrow(
      /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required in production[\s\S]*PAYMENTS_TEST_MODE=true/,
    );
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(true);
    const razorpay = {
      ...production,
      SHOP_GSTIN: "27ABCDE1234F1Z5",
      SHOP_FSSAI: "11524998000456",
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
    };
    expect(loadConfig({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret }).razorpay?.keyId).toBe(KEYS.keyId);
    const rotating = loadConfig({
      ...razorpay,
      RAZORPAY_WEBHOOK_SECRET: "whsec-new",
      RAZORPAY_WEBHOOK_SECRET_PREVIOUS: KEYS.webhookSecret,
    });
    expect(paymentProviderFromConfig(rotating).verifyWebhook(Buffer.from("{}"), sign(KEYS.webhookSecret, "{}"))).toBe(true);
  });

  it("refuses to start in production with Razorpay but without RAZORPAY_WEBHOOK_SECRET (every webhook would fail)", () => {
    const razorpay = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
    };
    expect(() => loadConfig(razorpay)).toThrow(/RAZORPAY_WEBHOOK_SECRET: required in production/);
    // Outside production a developer may try checkout without webhooks.
    expect(loadConfig({ ...razorpay, NODE_ENV: "development" }).razorpay?.webhookSecret).toBeNull();
  });
});

describe("the shop with Razorpay configured", () => {
  let ctx: TestContext;
  const fake = fakeRazorpay();
  beforeAll(async () => {
    ctx = await createTestContext(
      { RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret, RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret },
      { payments: razorpayProvider(KEYS, fake.fetchImpl) },
    );
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    fake.reset();
    ctx.setNow(MORNING_IST);
    await buildPincode(ctx);
  });

  async function customerWithBasket() {
    const session = await signUpCustomer(ctx.app);
    const p = await buildProduct(ctx, { defaultPricePaise: 50000, salePricePaise: null });
    await setCart(ctx, session, p.id, 3);
    await addAddress(ctx, session);
    return session;
  }

  it("opens Razorpay's checkout for the server's amount and accepts only Razorpay's signature", async () => {
    const session = await customerWithBasket();
    const res = await startCheckoutResponse(ctx, session);
    expect(res.statusCode).toBe(201);
    const start = res.json<CheckoutStart>();
    expect(start).toMatchObject({ provider: "razorpay", key: KEYS.keyId, order: { amount: 3 * 50000 + 4900, currency: "INR" } });
    expect((JSON.parse(fake.calls.at(-1)!.init.body as string) as { amount: number }).amount).toBe(3 * 50000 + 4900);

    // The test checkout is not available while Razorpay is the provider.
    expect((await call(ctx, session, "POST", `/api/payments/test/${start.order.id}/approve`)).statusCode).toBe(404);

    const paymentId = "pay_29QQoUBi66xm2f";
    fake.payments.set(paymentId, {
      id: paymentId,
      order_id: start.order.id,
      status: "captured",
      amount: start.order.amount,
      currency: "INR",
    });
    const bad = await validate(ctx, session, {
      razorpay_order_id: start.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign("wrong", `${start.order.id}|${paymentId}`),
    });
    expect(bad.statusCode).toBe(400);
    const good = await validate(ctx, session, {
      razorpay_order_id: start.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEYS.keySecret, `${start.order.id}|${paymentId}`),
    });
    expect(good.statusCode).toBe(200);
    expect(good.json<{ data: Order }>().data.billPrice).toBe(1549);
    expect(await ctx.db.select().from(orders)).toMatchObject([{ provider: "razorpay", providerPaymentId: paymentId }]);
  });

  async function signedCheckout(payment: Partial<FakePayment> | null) {
    const session = await customerWithBasket();
    const start = (await startCheckoutResponse(ctx, session)).json<CheckoutStart>();
    const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
    if (payment)
      fake.payments.set(paymentId, {
        id: paymentId,
        order_id: start.order.id,
        status: "authorized",
        amount: start.order.amount,
        currency: "INR",
        ...payment,
      });
    const fields = {
      razorpay_order_id: start.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEYS.keySecret, `${start.order.id}|${paymentId}`),
    };
    return { session, start, paymentId, fields };
  }
  const captureCalls = () => fake.calls.filter((c) => c.url.endsWith("/capture"));

  it("captures an authorized payment for exactly the checkout's amount before creating the order", async () => {
    const { session, start, paymentId, fields } = await signedCheckout({ status: "authorized" });
    const res = await validate(ctx, session, fields);
    expect(res.statusCode).toBe(200);
    expect(captureCalls()).toHaveLength(1);
    expect(captureCalls()[0]!.url).toBe(`${RAZORPAY_PAYMENTS_URL}/${paymentId}/capture`);
    expect(JSON.parse(captureCalls()[0]!.init.body as string)).toEqual({ amount: start.order.amount, currency: "INR" });
    expect(fake.payments.get(paymentId)!.status).toBe("captured");
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
    // A retry finds the order without asking Razorpay again.
    const before = fake.calls.length;
    expect((await validate(ctx, session, fields)).statusCode).toBe(200);
    expect(fake.calls.length).toBe(before);
  });

  it("settles an already captured payment (automatic capture) without capturing again", async () => {
    const { session, fields } = await signedCheckout({ status: "captured" });
    expect((await validate(ctx, session, fields)).statusCode).toBe(200);
    expect(captureCalls()).toHaveLength(0);
  });

  const refusedPayments: [string, Partial<FakePayment> | null][] = [
    ["a captured payment of another amount", { status: "captured", amount: 100 }],
    ["an authorized payment of another amount", { status: "authorized", amount: 100 }],
    ["a payment in another currency", { status: "captured", currency: "USD" }],
    ["a payment for another order", { status: "captured", order_id: "order_someoneElse" }],
    ["a failed payment", { status: "failed" }],
    ["a refunded payment", { status: "refunded" }],
    ["a payment Razorpay does not know", null],
  ];
  for (const [what, payment] of refusedPayments) {
    it(`a valid signature over ${what} creates no order: 402`, async () => {
      const { session, fields } = await signedCheckout(payment);
      const res = await validate(ctx, session, fields);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.order.paymentNotCaptured });
      expect(await ctx.db.select().from(orders)).toHaveLength(0);
      expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("pending");
    });
  }

  it("Razorpay unreachable while confirming: 502 'try again', no order, the checkout stays open", async () => {
    const { session, fields } = await signedCheckout({ status: "authorized" });
    fake.setDown(true);
    const res = await validate(ctx, session, fields);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.order.paymentConfirmLater });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    fake.setDown(false);
    expect((await validate(ctx, session, fields)).statusCode).toBe(200);
  });

  it("a payment.authorized webhook captures the payment and creates the order (the customer closed the tab)", async () => {
    const { start, paymentId } = await signedCheckout({ status: "authorized" });
    const body = webhookBody("payment.authorized", { orderId: start.order.id, paymentId, amountPaise: start.order.amount });
    const res = await sendWebhook(ctx, body, sign(KEYS.webhookSecret, body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(fake.payments.get(paymentId)!.status).toBe("captured");
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
  });

  it("a payment.authorized webhook for a payment Razorpay reports otherwise creates nothing", async () => {
    const { start, paymentId } = await signedCheckout({ status: "authorized", amount: 100 });
    const body = webhookBody("payment.authorized", { orderId: start.order.id, paymentId, amountPaise: start.order.amount });
    const res = await sendWebhook(ctx, body, sign(KEYS.webhookSecret, body));
    expect(res.json()).toEqual({ status: "not-captured" });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
  });

  it("verifies webhooks with RAZORPAY_WEBHOOK_SECRET", async () => {
    const session = await customerWithBasket();
    const start = (await startCheckoutResponse(ctx, session)).json<CheckoutStart>();
    const body = webhookBody("payment.captured", { orderId: start.order.id, paymentId: "pay_hook1", amountPaise: start.order.amount });
    expect((await sendWebhook(ctx, body, sign(KEYS.keySecret, body))).statusCode).toBe(400);
    expect((await sendWebhook(ctx, body, sign(KEYS.webhookSecret, body))).statusCode).toBe(200);
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
  });

  it("answers 502 'Failed to initiate payment' when Razorpay fails, and stores no checkout", async () => {
    const session = await customerWithBasket();
    fake.answerWith(() => new Response("upstream down", { status: 503 }));
    const res = await startCheckoutResponse(ctx, session);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: MESSAGES.order.paymentInitFailed });
    expect(await ctx.db.select().from(checkouts)).toHaveLength(0);
  });
});
