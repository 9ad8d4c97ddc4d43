import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Order, REFUND_MESSAGES } from "@taaza/domain";
import { CancelOrder } from "../src/features/orders/components/cancel-order.tsx";
import { orderTimeline } from "../src/features/orders/order-timeline.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildOrder, buildSession } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const placed = "2026-11-24T04:30:00.000Z";

function cancelledOrder(refundStatus: "pending" | "processed" | "failed"): Order {
  return buildOrder({
    createdAt: placed,
    status: "Canceled",
    billPrice: 1447,
    statusHistory: [
      { status: "Pending", at: placed, by: "Meena", from: null, to: "Pending", changedBy: "Meena", changedAt: placed },
      {
        status: "Canceled",
        at: "2026-11-24T04:35:00.000Z",
        by: "Meena",
        from: "Pending",
        to: "Canceled",
        changedBy: "Meena",
        changedAt: "2026-11-24T04:35:00.000Z",
      },
    ],
    refunds: [
      {
        _id: "r1",
        amountPaise: 144700,
        reason: "Cancelled by the customer",
        status: refundStatus,
        createdAt: "2026-11-24T04:35:00.000Z",
        updatedAt: "2026-11-24T04:40:00.000Z",
        createdBy: "Meena",
        providerRefundId: "rfnd_1",
        failureReason: null,
      },
    ],
    refundedPaise: refundStatus === "processed" ? 144700 : 0,
  });
}

describe("the order timeline", () => {
  it("tells placed, cancelled, refund started and refunded, in that order", () => {
    expect(orderTimeline(cancelledOrder("processed")).map((s) => s.label)).toEqual([
      "Order placed",
      "Order cancelled",
      "Refund of ₹1,447 started",
      "₹1,447 refunded",
    ]);
  });

  it("shows a refund still on its way, or one that is delayed", () => {
    expect(orderTimeline(cancelledOrder("pending")).at(-1)).toMatchObject({
      label: "Refund of ₹1,447 on its way (5-7 business days)",
      tone: "waiting",
    });
    expect(orderTimeline(cancelledOrder("failed")).at(-1)).toMatchObject({ tone: "problem" });
  });
});

describe("Cancel order", () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    saveSession(buildSession());
  });

  it("is offered within 15 minutes of ordering, asks first, then cancels", async () => {
    const order = buildOrder({ createdAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    let cancelled = 0;
    server.use(
      http.post(`/api/orders/${order._id}/cancel`, () => {
        cancelled++;
        return HttpResponse.json({ data: { ...order, status: "Canceled" } });
      }),
      http.get("/api/orders", () => HttpResponse.json({ data: [] })),
    );
    const { wrapper } = queryWrapper();
    render(<CancelOrder order={order} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this order?" });
    expect(dialog.textContent).toContain("₹998");
    expect(cancelled).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel order" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REFUND_MESSAGES.order.cancelled));
    expect(cancelled).toBe(1);
  });

  it("is not offered after 15 minutes, nor for an order that is no longer Pending", () => {
    const { wrapper } = queryWrapper();
    const late = render(<CancelOrder order={buildOrder({ createdAt: new Date(Date.now() - 16 * 60_000).toISOString() })} />, { wrapper });
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    late.unmount();
    render(<CancelOrder order={buildOrder({ createdAt: new Date().toISOString(), status: "Delivered" })} />, { wrapper });
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });
});
