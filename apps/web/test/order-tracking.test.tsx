import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Fulfilment } from "@taaza/domain";
import { OrderTracking } from "../src/features/orders/components/order-tracking.tsx";
import { buildOrder } from "./factories.ts";

const out: Fulfilment = {
  step: "out_for_delivery",
  rider: { _id: "r1", firstName: "Sagar", phone: "9876543210" },
  locked: false,
  failedReason: null,
  history: [],
};

describe("the order page's tracking, as the customer sees it", () => {
  it("out for delivery: the rider's first name, a call button and the delivery code", () => {
    render(<OrderTracking order={buildOrder({ fulfilment: out, deliveryCode: "4821" })} />);
    expect(screen.getByText("Out for delivery").getAttribute("aria-current")).toBe("step");
    expect(screen.getByText("Sagar is bringing your order")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Sagar" }).getAttribute("href")).toBe("tel:+919876543210");
    expect(screen.getByTestId("delivery-code").textContent).toBe("4821");
  });

  it("delivered: the last step, and no code any more", () => {
    render(<OrderTracking order={buildOrder({ status: "Delivered", fulfilment: { ...out, step: "delivered" } })} />);
    expect(screen.getByText("Delivered").getAttribute("aria-current")).toBe("step");
    expect(screen.queryByTestId("delivery-code")).toBeNull();
  });

  it("a new order without a step is placed; a cancelled one shows no tracking", () => {
    const { unmount } = render(<OrderTracking order={buildOrder()} />);
    expect(screen.getByText("Placed").getAttribute("aria-current")).toBe("step");
    unmount();
    const { container } = render(<OrderTracking order={buildOrder({ status: "Canceled" })} />);
    expect(container.textContent).toBe("");
  });
});
