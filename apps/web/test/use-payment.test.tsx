import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, REFUND_MESSAGES } from "@taaza/domain";
import { usePayment } from "../src/features/checkout/hooks/use-payment.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildCheckoutStart, buildOrder, buildSession, signedFields } from "./factories.ts";
import { server } from "./msw-server.ts";
import { deferred, queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const request = {
  addressId: "3f1c9a52-7c1e-4d5b-9a8e-2f4b6c8d0e1a",
  day: "Tomorrow",
  date: "2026-11-24",
  slot: "8AM-10AM",
  amount: 99_800,
} as const;

function renderPayment() {
  const onPaid = vi.fn();
  const onSlotGone = vi.fn();
  const { client, wrapper } = queryWrapper();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const hook = renderHook(() => usePayment({ onPaid, onSlotGone }), { wrapper });
  return { ...hook, onPaid, onSlotGone, invalidate };
}

describe("usePayment", () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    saveSession(buildSession());
  });

  it("starts, opens the test provider, and on approval validates and reports the paid order", async () => {
    const order = buildOrder({ billId: "47KQ" });
    const answer = deferred();
    let sent: unknown = null;
    server.use(
      http.post("/api/order", async ({ request: started }) => {
        sent = await started.json();
        await answer.promise;
        return HttpResponse.json(buildCheckoutStart());
      }),
      http.post("/api/payments/test/order_test_1/approve", () => HttpResponse.json(signedFields)),
      http.post("/api/order/validate", async ({ request: validate }) => {
        expect(await validate.json()).toEqual(signedFields);
        return HttpResponse.json({ data: order });
      }),
    );
    const { result, onPaid, invalidate } = renderPayment();
    expect(result.current.state.kind).toBe("idle");

    let paying: Promise<void> = Promise.resolve();
    act(() => {
      paying = result.current.pay(request);
    });
    expect(result.current.state.kind).toBe("starting");
    answer.release();
    await act(() => paying);

    expect(sent).toEqual(request);
    const state = result.current.state;
    expect(state.kind).toBe("test-checkout");
    if (state.kind !== "test-checkout") return;
    expect(state.busy).toBe(false);

    await act(() => result.current.approveTest(state.start));
    expect(result.current.state).toEqual({ kind: "paid", order });
    expect(onPaid).toHaveBeenCalledWith(order);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.order.placed);
    // The server emptied the basket with the order: the customer's cache entry is refreshed.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["user", expect.any(String)] });
  });

  it("when the chosen slot has closed, forgets it and goes back to idle with the server's reason", async () => {
    const reason = "That delivery slot has closed. Please choose another.";
    server.use(http.post("/api/order", () => HttpResponse.json({ error: reason }, { status: 409 })));
    const { result, onSlotGone, onPaid, invalidate } = renderPayment();

    await act(() => result.current.pay(request));

    expect(result.current.state.kind).toBe("idle");
    expect(onSlotGone).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.order.paymentInitFailed, { description: reason });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["delivery-slots"] });
  });

  it("shows a refusal in the spec's own words as it is, and keeps the slot", async () => {
    server.use(http.post("/api/order", () => HttpResponse.json({ error: MESSAGES.order.selectSlot }, { status: 400 })));
    const { result, onSlotGone } = renderPayment();

    await act(() => result.current.pay(request));

    expect(toast.error).toHaveBeenCalledWith(MESSAGES.order.selectSlot);
    expect(onSlotGone).not.toHaveBeenCalled();
    expect(result.current.state.kind).toBe("idle");
  });

  it("when the customer declines in the test provider, fails with its message and creates nothing", async () => {
    let validated = false;
    server.use(
      http.post("/api/order", () => HttpResponse.json(buildCheckoutStart())),
      http.post("/api/payments/test/order_test_1/fail", () => HttpResponse.json({ message: "Payment failed. You have not been charged." })),
      http.post("/api/order/validate", () => {
        validated = true;
        return HttpResponse.json({});
      }),
    );
    const { result, onPaid } = renderPayment();
    await act(() => result.current.pay(request));
    const state = result.current.state;
    if (state.kind !== "test-checkout") throw new Error(`expected the test checkout, got ${state.kind}`);

    await act(() => result.current.failTest(state.start));

    expect(result.current.state).toEqual({ kind: "failed", message: "Payment failed. You have not been charged." });
    expect(validated).toBe(false);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("when the server cannot verify the payment, fails and says so", async () => {
    server.use(
      http.post("/api/order", () => HttpResponse.json(buildCheckoutStart())),
      http.post("/api/payments/test/order_test_1/approve", () => HttpResponse.json(signedFields)),
      http.post("/api/order/validate", () => HttpResponse.json({ error: MESSAGES.order.paymentVerifyFailed }, { status: 400 })),
    );
    const { result, onPaid } = renderPayment();
    await act(() => result.current.pay(request));
    const state = result.current.state;
    if (state.kind !== "test-checkout") throw new Error(`expected the test checkout, got ${state.kind}`);

    await act(() => result.current.approveTest(state.start));

    expect(result.current.state).toEqual({ kind: "failed", message: MESSAGES.order.paymentVerifyFailed });
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.order.paymentVerifyFailed, undefined);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("when the slot passed or closed before the payment arrived, says the money is coming back and asks for a slot again", async () => {
    server.use(
      http.post("/api/order", () => HttpResponse.json(buildCheckoutStart())),
      http.post("/api/payments/test/order_test_1/approve", () => HttpResponse.json(signedFields)),
      http.post("/api/order/validate", () =>
        HttpResponse.json({ error: REFUND_MESSAGES.order.slotGoneRefunded, code: "order.slotGoneRefunded" }, { status: 409 }),
      ),
    );
    const { result, onPaid, onSlotGone, invalidate } = renderPayment();
    await act(() => result.current.pay(request));
    const state = result.current.state;
    if (state.kind !== "test-checkout") throw new Error(`expected the test checkout, got ${state.kind}`);

    await act(() => result.current.approveTest(state.start));

    expect(toast.info).toHaveBeenCalledWith(REFUND_MESSAGES.order.slotGoneRefunded, { duration: 15_000 });
    expect(toast.error).not.toHaveBeenCalled();
    expect(onSlotGone).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["delivery-slots"] });
  });

  it("cancelling the test provider's dialog goes back to idle", async () => {
    server.use(http.post("/api/order", () => HttpResponse.json(buildCheckoutStart())));
    const { result } = renderPayment();
    await act(() => result.current.pay(request));
    await waitFor(() => expect(result.current.state.kind).toBe("test-checkout"));
    act(() => result.current.cancel());
    expect(result.current.state.kind).toBe("idle");
  });
});
