import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderDetails } from "../src/features/orders/components/order-details.tsx";
import { clearSession, saveSession } from "../src/lib/session-store.ts";
import { buildOrder, buildSession } from "./factories.ts";
import { server } from "./msw-server.ts";
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

describe("the credit note of a refund that went back", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it("is offered as a PDF from the customer's own download, fetched with their sign-in", async () => {
    saveSession(buildSession());
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let asked: string | null = null;
    server.use(
      http.get("/api/orders/:id/credit-notes.pdf", ({ params, request }) => {
        asked = `${String(params.id)} ${request.headers.get("authorization") ?? ""}`;
        return new HttpResponse("%PDF-1.7", {
          headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="credit-notes-TZ-26-27-000001.pdf"' },
        });
      }),
    );
    const order = buildOrder({
      status: "Canceled",
      refunds: [refund(99_800, "Cancelled by the customer", "processed")],
      refundedPaise: 99_800,
    });
    show(order);
    await userEvent.click(await screen.findByRole("button", { name: "Download credit note" }));
    await waitFor(() => expect(saved).toEqual(["credit-notes-TZ-26-27-000001.pdf"]));
    expect(asked).toMatch(new RegExp(`^${order._id} Bearer `));
  });

  it("is not offered while the refund is still on its way (no credit note yet)", async () => {
    show(buildOrder({ status: "Canceled", refunds: [refund(99_800, "Cancelled by the customer", "pending")] }));
    await screen.findByRole("button", { name: "Download bill" });
    expect(screen.queryByRole("button", { name: "Download credit note" })).toBeNull();
  });
});
