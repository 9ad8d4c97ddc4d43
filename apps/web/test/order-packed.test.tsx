import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SHORT_WEIGHT_REASON, type Order } from "@taaza/domain";
import { OrderDetails } from "../src/features/orders/components/order-details.tsx";
import { orderTimeline } from "../src/features/orders/order-timeline.ts";
import { buildOrder } from "./factories.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const line = (id: string, name: string, weight: number, packedGrams: number | null): Order["products"][number] => ({
  _id: id,
  variant: { _id: `v-${id}`, label: `${weight} g` },
  product: { _id: `p-${id}`, name, weight, images: [], price: { default: 800, sale: 699 } },
  quantity: 2,
  price: 699,
  packedGrams,
});

const packedShort = buildOrder({
  products: [line("l1", "Silver Pomfret", 500, 900), line("l2", "Tiger Prawns", 250, null)],
  refunds: [
    {
      _id: "r1",
      amountPaise: 13980,
      reason: SHORT_WEIGHT_REASON,
      status: "pending",
      createdAt: "2026-11-24T06:00:00.000Z",
      updatedAt: "2026-11-24T06:00:00.000Z",
      createdBy: null,
      providerRefundId: null,
      failureReason: null,
    },
  ],
});

describe("an order packed short, as its customer sees it", () => {
  it("shows the packed weight under a weighed line, and nothing under one not yet weighed", () => {
    const { wrapper } = queryWrapper();
    render(
      <MemoryRouter>
        <OrderDetails order={packedShort} />
      </MemoryRouter>,
      { wrapper },
    );
    const [pomfret, prawns] = screen.getAllByRole("listitem").filter((item) => item.classList.contains("order-item"));
    expect(within(pomfret!).getByText("Packed 900 g")).toBeTruthy();
    expect(within(prawns!).queryByText(/Packed/)).toBeNull();
  });

  it("says the refund is for short weight, which the customer did not ask for", () => {
    expect(orderTimeline(packedShort).map((step) => step.label)).toContain("Refund of ₹139.8 for short weight started");
  });
});
