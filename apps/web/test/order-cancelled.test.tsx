import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { OrderDetails } from "../src/features/orders/components/order-details.tsx";
import { buildOrder } from "./factories.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const refund = (amountPaise: number, reason: string, status: "pending" | "processed") => ({
  _id: `r-${amountPaise}`,
  amountPaise,
  reason,
  status,
  createdAt: "2026-11-24T06:00:00.000Z",
  updatedAt: "2026-11-24T06:00:00.000Z",
  createdBy: null,
  providerRefundId: null,
  failureReason: null,
});

function show(order: ReturnType<typeof buildOrder>) {
  const { wrapper } = queryWrapper();
  render(
    <MemoryRouter>
      <OrderDetails order={order} />
    </MemoryRouter>,
    { wrapper },
  );
}

describe("a cancelled order's page", () => {
  it("says what happened and the refund with its reason, and promises no delivery", () => {
    show(buildOrder({ status: "Canceled", refunds: [refund(49_900, "Cancelled by the customer", "pending")] }));
    expect(screen.getByRole("status").textContent).toBe("This order is cancelled and will not be delivered.");
    expect(screen.getByText("Refund of ₹499: Cancelled by the customer")).toBeTruthy();
    expect(screen.getByText("On its way: it reaches your account in 5-7 business days.")).toBeTruthy();
    expect(screen.queryByText(/slot you chose/)).toBeNull();
  });
});

describe("a partial refund", () => {
  it("shows the customer its reason", () => {
    show(buildOrder({ refunds: [refund(12_000, "Damaged in transit", "processed")], refundedPaise: 12_000 }));
    expect(screen.getByText("Refund of ₹120: Damaged in transit")).toBeTruthy();
    expect(screen.getByText("Credited to your account.")).toBeTruthy();
    expect(screen.queryByText(/is cancelled/)).toBeNull();
  });
});
