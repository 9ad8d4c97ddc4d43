import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Order, OrderEvent } from "@taaza/domain";
import { useLiveOrders } from "../src/admin/features/live-orders/hooks/use-live-orders.ts";
import { invalidateAdminOrders, OrdersBrowser } from "../src/admin/features/orders/index.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildOrder, buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const line: Order["products"][number] = {
  _id: "line-1",
  variant: { _id: null, label: "Whole" },
  product: { _id: null, name: "Pomfret", weight: 500, images: [], price: { default: 699, sale: 699 } },
  quantity: 2,
  price: 699,
  packedGrams: null,
};

const refunded = buildOrder({ _id: "order-refunded", billId: "#47QBC", products: [line], subtotal: 1398, billPrice: 1398 });
const arriving = buildOrder({ _id: "order-new", billId: "#9ZZNEW", createdAt: "2026-11-24T00:10:00.000Z" });

/** The Orders screen as staff see it: the list, and the live stream that tells it to read afresh. */
type ListAnswer = "orders" | "busy";

function OrdersScreen() {
  const queryClient = useQueryClient();
  useLiveOrders({ enabled: true, viewing: true, onChange: () => void invalidateAdminOrders(queryClient) });
  return <OrdersBrowser />;
}

describe("the staff's orders list when a live order arrives", () => {
  it.each<[string, ListAnswer]>([
    ["the list redraws with the new order", "orders"],
    ["the list cannot be read again at once (a busy server)", "busy"],
  ])("keeps the expanded order and its open refund confirmation when %s", async (_case, answer) => {
    saveSession(buildSession(buildUser({ userType: "Admin" }), "admin-token"));
    let orders = [refunded];
    let listReads = 0;
    let push: (block: string) => void = () => undefined;
    server.use(
      http.get("/api/admin/orders", () => {
        listReads += 1;
        if (listReads > 1 && answer === "busy") return HttpResponse.json({ error: "Service unavailable" }, { status: 503 });
        return HttpResponse.json({ data: orders, total: orders.length, page: 1, pageSize: 15 });
      }),
      http.get("/api/admin/orders/events", () => {
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (block) => controller.enqueue(encoder.encode(block));
            push('event: hello\ndata: {"newOrders":0}\n\n');
          },
        });
        return new HttpResponse(stream, { headers: { "content-type": "text/event-stream" } });
      }),
    );
    const { wrapper } = queryWrapper();
    render(
      <MemoryRouter initialEntries={["/admin/customer-orders"]}>
        <OrdersScreen />
      </MemoryRouter>,
      { wrapper },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "#47QBC" }));
    const refunds = screen.getByRole("region", { name: "Refunds" });
    await user.type(within(refunds).getByLabelText("Pomfret (Whole) × 2"), "1");
    await user.selectOptions(within(refunds).getByLabelText("Reason"), "quality");
    await user.click(within(refunds).getByRole("button", { name: "Review refund" }));
    const dialog = screen.getByRole("alertdialog");
    const readsBefore = listReads;

    orders = [arriving, refunded];
    const placed: OrderEvent = { orderId: arriving._id, kind: "placed", at: arriving.createdAt };
    push(`event: order\ndata: ${JSON.stringify(placed)}\n\n`);

    await waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
    if (answer === "orders") await screen.findByRole("button", { name: "#9ZZNEW" });
    else await screen.findByText("We couldn't read the orders again. What you see may be out of date.");
    expect(screen.getByRole("button", { name: "#47QBC" }).getAttribute("aria-expanded")).toBe("true");
    // The very same dialog: not redrawn from scratch, so nothing the staff member chose is lost.
    expect(screen.getByRole("alertdialog")).toBe(dialog);
    expect(within(dialog).getByRole("button", { name: /^Confirm refund of ₹699/ })).toBeTruthy();
  });
});
