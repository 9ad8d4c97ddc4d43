import { describe, expect, it } from "vitest";
import { PaymentProviderError } from "../src/platform/ports/payment-provider.ts";
import { RAZORPAY_ORDERS_URL, RAZORPAY_PAYMENTS_URL, razorpayProvider } from "../src/modules/payments/razorpay-provider.ts";

const KEYS = { keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey0123", webhookSecret: "whsec-taaza-0123" };

/**
 * A stand-in for Razorpay's refunds and payments API: it keeps refunds by X-Refund-Idempotency
 * as Razorpay does, so a repeated key answers the refund already made.
 */
function fakeRazorpay() {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const byKey = new Map<string, { id: string; status: string; amount: number }>();
  let down = false;
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const href = url instanceof Request ? url.url : url.toString();
    calls.push({ url: href, method: init?.method ?? "GET", headers, body });
    if (down) throw new TypeError("fetch failed");
    if (href.endsWith("/refund")) {
      const key = headers["X-Refund-Idempotency"]!;
      const known = byKey.get(key) ?? { id: `rfnd_${byKey.size + 1}`, status: "pending", amount: (body as { amount: number }).amount };
      byKey.set(key, known);
      return Response.json({ entity: "refund", currency: "INR", ...known });
    }
    return Response.json({
      entity: "collection",
      count: 2,
      items: [
        { id: "pay_failed", entity: "payment", order_id: "order_1", amount: 5000, currency: "INR", status: "failed" },
        { id: "pay_ok", entity: "payment", order_id: "order_1", amount: 5000, currency: "INR", status: "captured" },
      ],
    });
  }) as typeof fetch;
  return { calls, byKey, fetchImpl, setDown: (value: boolean) => void (down = value) };
}

describe("Razorpay refunds (fake fetch, no network)", () => {
  it("posts the refund on the payment with our refund id as X-Refund-Idempotency, so a retry never refunds twice", async () => {
    const fake = fakeRazorpay();
    const provider = razorpayProvider(KEYS, fake.fetchImpl);
    const request = {
      paymentId: "pay_29QQoUBi66xm2f",
      amountPaise: 20000,
      idempotencyKey: "8d0f3c3e-1111-4222-8333-444455556666",
      notes: { refundId: "8d0f3c3e-1111-4222-8333-444455556666" },
    };
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(first).toEqual({ id: "rfnd_1", status: "pending" });
    expect(again).toEqual(first);
    expect(fake.byKey.size).toBe(1);
    expect(fake.calls.map((c) => [c.method, c.url, c.headers["X-Refund-Idempotency"]])).toEqual([
      ["POST", `${RAZORPAY_PAYMENTS_URL}/pay_29QQoUBi66xm2f/refund`, request.idempotencyKey],
      ["POST", `${RAZORPAY_PAYMENTS_URL}/pay_29QQoUBi66xm2f/refund`, request.idempotencyKey],
    ]);
    expect(fake.calls[0]!.body).toMatchObject({ amount: 20000, notes: { refundId: request.idempotencyKey } });
    expect(fake.calls[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")}`);
  });

  it("fails clearly when Razorpay cannot be reached", async () => {
    const fake = fakeRazorpay();
    fake.setDown(true);
    const provider = razorpayProvider(KEYS, fake.fetchImpl);
    await expect(provider.refund({ paymentId: "pay_1", amountPaise: 1, idempotencyKey: "k", notes: {} })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("lists an order's payments for reconciliation, telling captured money from failed attempts", async () => {
    const fake = fakeRazorpay();
    const provider = razorpayProvider(KEYS, fake.fetchImpl);
    expect(await provider.fetchOrderPayments("order_1")).toEqual([
      { id: "pay_failed", orderId: "order_1", status: "failed", amountPaise: 5000, currency: "INR" },
      { id: "pay_ok", orderId: "order_1", status: "captured", amountPaise: 5000, currency: "INR" },
    ]);
    expect(fake.calls[0]).toMatchObject({ method: "GET", url: `${RAZORPAY_ORDERS_URL}/order_1/payments` });
  });
});
