import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, type CheckoutStart, type Order } from "@taaza/domain";
import { loadConfig } from "../src/config.ts";
import { checkouts, orders } from "../src/db/schema.ts";
import { paymentProviderFromConfig } from "../src/modules/payments/payment-provider-from-config.ts";
import { PaymentProviderError } from "../src/modules/payments/payment-provider.ts";
import { RAZORPAY_ORDERS_URL, razorpayProvider } from "../src/modules/payments/razorpay-provider.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, buildPincode, call, MORNING_IST, sendWebhook, setCart, startCheckoutResponse, validate, webhookBody } from "./support/buying.ts";

const KEYS = { keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey0123", webhookSecret: "whsec-taaza-0123" };
const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

interface Recorded {
  url: string;
  init: RequestInit;
}

/** A stand-in for Razorpay's Orders API: records what it was asked and answers as told. */
function fakeRazorpay() {
  const calls: Recorded[] = [];
  let answer: (body: { amount: number; receipt: string }) => Response = (body) =>
    Response.json({ id: `order_${calls.length}RzP`, entity: "order", amount: body.amount, currency: "INR", receipt: body.receipt, status: "created" });
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(JSON.parse(String(init?.body)));
  }) as typeof fetch;
  return { calls, fetchImpl, answerWith: (next: typeof answer) => void (answer = next) };
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
    expect(JSON.parse(String(fake.calls[0]!.init.body))).toEqual({ amount: 152300, currency: "INR", receipt: "chk-1", notes: { checkoutId: "chk-1" } });
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
    const offline = razorpayProvider(KEYS, (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch);
    await expect(offline.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("verifies checkout signatures over order_id|payment_id and webhook signatures over the raw body", () => {
    const provider = razorpayProvider(KEYS, fakeRazorpay().fetchImpl);
    const good = sign(KEYS.keySecret, "order_1|pay_1");
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: good })).toBe(true);
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_2", signature: good })).toBe(false);
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: good.slice(0, 10) })).toBe(false);
    expect(provider.verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: sign("other", "order_1|pay_1") })).toBe(false);
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(provider.verifyWebhook(raw, sign(KEYS.webhookSecret, raw.toString()))).toBe(true);
    expect(provider.verifyWebhook(raw, sign(KEYS.keySecret, raw.toString()))).toBe(false);
    expect(provider.verifyWebhook(raw, undefined)).toBe(false);
    const noWebhookSecret = razorpayProvider({ ...KEYS, webhookSecret: null });
    expect(noWebhookSecret.verifyWebhook(raw, sign(KEYS.webhookSecret, raw.toString()))).toBe(false);
  });
});

describe("choosing the provider from configuration", () => {
  it("uses Razorpay when both keys are set, the test provider otherwise", () => {
    expect(paymentProviderFromConfig(loadConfig({ RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret })).name).toBe("razorpay");
    expect(paymentProviderFromConfig(loadConfig({})).name).toBe("test");
    expect(() => loadConfig({ RAZORPAY_KEY_ID: KEYS.keyId })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it("refuses to start in production with neither Razorpay keys nor PAYMENTS_TEST_MODE=true", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required in production[\s\S]*PAYMENTS_TEST_MODE=true/);
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(true);
    expect(loadConfig({ ...production, RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret }).razorpay?.keyId).toBe(KEYS.keyId);
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
    const start = res.json() as CheckoutStart;
    expect(start).toMatchObject({ provider: "razorpay", key: KEYS.keyId, order: { amount: 3 * 50000 + 4900, currency: "INR" } });
    expect(JSON.parse(String(fake.calls.at(-1)!.init.body)).amount).toBe(3 * 50000 + 4900);

    // The test checkout is not available while Razorpay is the provider.
    expect((await call(ctx, session, "POST", `/api/payments/test/${start.order.id}/approve`)).statusCode).toBe(404);

    const paymentId = "pay_29QQoUBi66xm2f";
    const bad = await validate(ctx, session, { razorpay_order_id: start.order.id, razorpay_payment_id: paymentId, razorpay_signature: sign("wrong", `${start.order.id}|${paymentId}`) });
    expect(bad.statusCode).toBe(400);
    const good = await validate(ctx, session, { razorpay_order_id: start.order.id, razorpay_payment_id: paymentId, razorpay_signature: sign(KEYS.keySecret, `${start.order.id}|${paymentId}`) });
    expect(good.statusCode).toBe(200);
    expect((good.json().data as Order).billPrice).toBe(1549);
    expect(await ctx.db.select().from(orders)).toMatchObject([{ provider: "razorpay", providerPaymentId: paymentId }]);
  });

  it("verifies webhooks with RAZORPAY_WEBHOOK_SECRET", async () => {
    const session = await customerWithBasket();
    const start = (await startCheckoutResponse(ctx, session)).json() as CheckoutStart;
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
    expect(res.json()).toEqual({ error: MESSAGES.order.paymentInitFailed });
    expect(await ctx.db.select().from(checkouts)).toHaveLength(0);
  });
});
