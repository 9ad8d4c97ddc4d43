import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Order } from "@taaza/domain";
import { OrderRefunds } from "../src/admin/features/orders/components/order-refunds.tsx";
import { refundReasonText } from "../src/features/orders/refund-reason.ts";
import { buildOrder } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const line = (id: string, name: string, price: number, weight: number, quantity: number): Order["products"][number] => ({
  _id: id,
  variant: { _id: null, label: "Whole" },
  product: { _id: null, name, weight, images: [], price: { default: price, sale: price } },
  quantity,
  price,
  packedGrams: null,
});

const order = buildOrder({
  _id: "8c0e2c1e-0f47-4a55-9d1c-1c2b3a4d5e6f",
  billId: "#47QBC",
  products: [line("a1", "Pomfret", 699, 500, 2), line("b2", "Prawns", 400, 250, 1)],
  subtotal: 1798,
  billPrice: 1798,
});

describe("staff's partial refund by lines", () => {
  it("prices the picked units and grams, shows the amount to confirm, and only then sends it", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/orders/${order._id}/refunds/lines`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: order });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<OrderRefunds order={order} />, { wrapper });
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Review refund" }));
    expect(screen.getByRole("alert").textContent).toBe("Pick at least one line, each once, with units or grams to refund");

    await user.type(screen.getByLabelText("Pomfret (Whole) × 2"), "1");
    await user.type(screen.getByLabelText("Prawns (Whole) × 1"), "125");
    await user.selectOptions(screen.getByRole("combobox", { name: "Refund Prawns by" }), "grams");
    await user.click(screen.getByRole("button", { name: "Review refund" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose a reason from the list");

    await user.selectOptions(screen.getByLabelText("Reason"), "missing-item");
    await user.click(screen.getByRole("button", { name: "Review refund" }));
    // One pomfret (₹699) and half the prawns (₹200).
    const confirm = screen.getByRole("button", { name: /Confirm refund of ₹899/ });
    expect(screen.getByRole("alertdialog").textContent).toContain("Item missing from the delivery");
    expect(sent).toEqual([]);

    await user.click(confirm);
    await screen.findByRole("button", { name: "Review refund" });
    expect(sent).toEqual([
      {
        lines: [
          { lineId: "a1", quantity: 1 },
          { lineId: "b2", grams: 125 },
        ],
        reason: "missing-item",
        expectedAmountPaise: 89900,
      },
    ]);
  });

  it("goes back to the form without refunding when staff choose Back", async () => {
    let posted = false;
    server.use(
      http.post(`/api/orders/${order._id}/refunds/lines`, () => {
        posted = true;
        return HttpResponse.json({ data: order });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<OrderRefunds order={order} />, { wrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Pomfret (Whole) × 2"), "2");
    await user.selectOptions(screen.getByLabelText("Reason"), "quality");
    await user.click(screen.getByRole("button", { name: "Review refund" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Pomfret (Whole) × 2")).toHaveProperty("value", "2");
    expect(posted).toBe(false);
  });
});

describe("the customer's refund reason", () => {
  it("is a listed reason's words, or the text staff typed", () => {
    expect(refundReasonText("late-delivery")).toBe("your order was delivered late");
    expect(refundReasonText("short weight")).toBe("short weight");
    expect(refundReasonText("Cancelled by the customer")).toBe("Cancelled by the customer");
  });
});
