import { describe, expect, it } from "vitest";
import { PaymentProviderError } from "../src/platform/ports/payment-provider.ts";
import { RAZORPAY_PAYMENTS_URL, RAZORPAY_REFUNDS_URL, razorpayProvider } from "../src/modules/payments/razorpay-provider.ts";

// Issue 35: the ledger reads Razorpay's payments and refunds of a time range (GET /v1/payments and
// /v1/refunds with from, to, count and skip), and a refund call whose fate is unknown says so.

const KEYS = { keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey0123", webhookSecret: "whsec-taaza-0123" };
const FROM = new Date("2026-11-22T18:30:00Z");
const TO = new Date("2026-11-23T18:30:00Z");

function payment(n: number) {
  return {
    id: `pay_${n}`,
    entity: "payment",
    order_id: `order_${n}`,
    amount: 100 * n,
    currency: "INR",
    status: "captured",
    created_at: 1_795_400_000 + n,
  };
}

describe("Razorpay's list calls (fake fetch, no network)", () => {
  it("pages through the payments of a range, 100 at a time, with from and to in unix seconds", async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string | URL | Request) => {
      const href = url instanceof Request ? url.url : url.toString();
      urls.push(href);
      const skip = Number(new URL(href).searchParams.get("skip"));
      const count = skip === 0 ? 100 : 7;
      return Response.json({ entity: "collection", count, items: Array.from({ length: count }, (_, i) => payment(skip + i + 1)) });
    }) as typeof fetch;
    const listed = await razorpayProvider(KEYS, fetchImpl).listPayments({ from: FROM, to: TO });
    expect(listed).toHaveLength(107);
    expect(listed[0]).toEqual({
      id: "pay_1",
      orderId: "order_1",
      status: "captured",
      amountPaise: 100,
      currency: "INR",
      createdAt: new Date((1_795_400_000 + 1) * 1000),
    });
    const from = FROM.getTime() / 1000;
    const to = TO.getTime() / 1000 - 1;
    expect(urls).toEqual([
      `${RAZORPAY_PAYMENTS_URL}?from=${from}&to=${to}&count=100&skip=0`,
      `${RAZORPAY_PAYMENTS_URL}?from=${from}&to=${to}&count=100&skip=100`,
    ]);
  });

  it("lists refunds with our refund id from their notes", async () => {
    const fetchImpl = (async () =>
      Response.json({
        entity: "collection",
        count: 2,
        items: [
          { id: "rfnd_1", payment_id: "pay_1", amount: 500, status: "processed", notes: { refundId: "r-1" }, created_at: 1_795_400_100 },
          { id: "rfnd_2", payment_id: "pay_2", amount: 700, status: "pending", notes: [], created_at: 1_795_400_200 },
        ],
      })) as unknown as typeof fetch;
    const listed = await razorpayProvider(KEYS, fetchImpl).listRefunds({ from: FROM, to: TO });
    expect(listed).toEqual([
      { id: "rfnd_1", paymentId: "pay_1", amountPaise: 500, status: "processed", refundId: "r-1", createdAt: new Date(1_795_400_100_000) },
      { id: "rfnd_2", paymentId: "pay_2", amountPaise: 700, status: "pending", refundId: null, createdAt: new Date(1_795_400_200_000) },
    ]);
    expect(RAZORPAY_REFUNDS_URL).toBe("https://api.razorpay.com/v1/refunds");
  });

  it("a refund call that times out or meets a 5xx is uncertain; a 4xx refusal is not", async () => {
    const answer = { mode: "timeout" as "timeout" | "500" | "400" };
    const fetchImpl = (async () => {
      if (answer.mode === "timeout") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      return Response.json({ error: { code: "X" } }, { status: Number(answer.mode) });
    }) as typeof fetch;
    const provider = razorpayProvider(KEYS, fetchImpl);
    const request = { paymentId: "pay_1", amountPaise: 500, idempotencyKey: "k", notes: {} };
    for (const [mode, uncertain] of [
      ["timeout", true],
      ["500", true],
      ["400", false],
    ] as const) {
      answer.mode = mode;
      const error = await provider.refund(request).catch((e: unknown) => e);
      expect(error, mode).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).uncertain, mode).toBe(uncertain);
    }
  });
});
