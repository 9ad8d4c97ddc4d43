import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Issue, Order } from "@taaza/domain";
import { IssueQueue, RatingsSummary } from "../src/admin/features/care/index.ts";
import { toast } from "../src/lib/toast.ts";
import { buildOrder } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const line = (id: string, name: string, packedGrams: number | null): Order["products"][number] => ({
  _id: id,
  variant: { _id: `v-${id}`, label: "500 g" },
  product: { _id: `p-${id}`, name, weight: 500, images: [], price: { default: 800, sale: 300 } },
  quantity: 2,
  price: 300,
  packedGrams,
});

const order = buildOrder({
  status: "Delivered",
  billPrice: 1050,
  deliveredAt: "2026-11-24T05:00:00.000Z",
  products: [line("l1", "Silver Pomfret", 900), line("l2", "Tiger Prawns", null)],
  fulfilment: {
    step: "delivered",
    rider: { _id: "rider-1", firstName: "Sagar", phone: null },
    locked: false,
    failedReason: null,
    history: [{ step: "delivered", at: "2026-11-24T05:00:00.000Z", by: null, reason: null, photo: "door.webp" }],
  },
});

const issue: Issue = {
  _id: "issue-1",
  ticket: "TZ-T-000003",
  orderId: order._id,
  status: "open",
  reason: "short-weight",
  note: "Pomfret felt light",
  lineIds: ["l1"],
  photos: ["fish.webp"],
  createdAt: "2026-11-24T06:00:00.000Z",
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
  resolutionNote: null,
  refundId: null,
};

const clock = {
  acknowledgeBy: "2026-11-26T06:00:00.000Z",
  resolveBy: "2026-12-24T06:00:00.000Z",
  acknowledgeOverdue: true,
  resolveOverdue: false,
};

function renderQueue() {
  const { wrapper } = queryWrapper();
  return render(
    <MemoryRouter>
      <IssueQueue />
    </MemoryRouter>,
    { wrapper },
  );
}

beforeEach(() => vi.mocked(toast.success).mockClear());

describe("staff's issue queue", () => {
  it("shows the ticket with its photos large, the order's packed weights, the delivery photo and the overdue clock", async () => {
    server.use(
      http.get("/api/admin/issues", () => HttpResponse.json({ data: [{ issue, order, clock }], overdue: { acknowledge: 1, resolve: 0 } })),
    );
    renderQueue();
    const ticket = await screen.findByRole("article", { name: "TZ-T-000003 · Short weight" });
    expect(screen.getByRole("alert").textContent).toContain("1 past the 48-hour acknowledgement");
    expect(within(ticket).getByRole("img", { name: "Customer's photo 1 of TZ-T-000003" }).getAttribute("src")).toBe("/uploads/fish.webp");
    expect(within(ticket).getByRole("img", { name: `Delivery photo of order ${order.billId}` })).toBeTruthy();
    expect(within(ticket).getByText("900 g")).toBeTruthy();
    expect(within(ticket).getByText("not weighed")).toBeTruthy();
    expect(within(ticket).getByText(/overdue/)).toBeTruthy();
    expect(within(ticket).getByText("Pomfret felt light")).toBeTruthy();
  });

  it("acknowledges, then refunds the reported line through the resolve route", async () => {
    const calls: { url: string; body: unknown }[] = [];
    server.use(
      http.get("/api/admin/issues", () => HttpResponse.json({ data: [{ issue, order, clock }], overdue: { acknowledge: 0, resolve: 0 } })),
      http.post("/api/admin/issues/:id/acknowledge", ({ request }) => {
        calls.push({ url: new URL(request.url).pathname, body: null });
        return HttpResponse.json({ data: { ...issue, status: "acknowledged" } });
      }),
      http.post("/api/admin/issues/:id/resolve", async ({ request }) => {
        calls.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ data: { ...issue, status: "resolved", resolution: "refund" } });
      }),
    );
    renderQueue();
    const ticket = await screen.findByRole("article", { name: "TZ-T-000003 · Short weight" });
    await userEvent.click(within(ticket).getByRole("button", { name: "Acknowledge" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("TZ-T-000003 acknowledged"));
    expect(within(ticket).getByRole("checkbox", { name: /Refund Silver Pomfret/ })).toHaveProperty("checked", true);
    await userEvent.click(within(ticket).getByRole("button", { name: "Refund these lines" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("TZ-T-000003 resolved"));
    expect(calls).toEqual([
      { url: "/api/admin/issues/issue-1/acknowledge", body: null },
      { url: "/api/admin/issues/issue-1/resolve", body: { resolution: "refund", note: "", lineIds: ["l1"] } },
    ]);
  });

  it("asks for a reason before rejecting", async () => {
    let resolves = 0;
    server.use(
      http.get("/api/admin/issues", () => HttpResponse.json({ data: [{ issue, order, clock }], overdue: { acknowledge: 0, resolve: 0 } })),
      http.post("/api/admin/issues/:id/resolve", () => void resolves++),
    );
    renderQueue();
    const ticket = await screen.findByRole("article", { name: "TZ-T-000003 · Short weight" });
    await userEvent.click(within(ticket).getByRole("radio", { name: "Reject" }));
    await userEvent.click(within(ticket).getByRole("button", { name: "Reject ticket" }));
    expect(toast.error).toHaveBeenCalledWith("Give the customer a reason");
    expect(resolves).toBe(0);
  });
});

describe("the dashboard's ratings", () => {
  it("shows the last 7 days per day and slot, and per rider, naming orders without a rider", async () => {
    let asked = "";
    server.use(
      http.get("/api/admin/ratings", ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          data: [{ day: "2026-11-23", slot: "8AM-10AM", count: 2, average: 4.5 }],
          riders: [
            { riderId: "rider-1", rider: "Sagar Jadhav", count: 2, average: 3.5 },
            { riderId: null, rider: null, count: 1, average: 4 },
          ],
        });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<RatingsSummary />, { wrapper });
    const perRider = await screen.findByRole("table", { name: "Per rider" });
    expect(within(perRider).getByRole("row", { name: /Sagar Jadhav 2 3\.5 ★/ })).toBeTruthy();
    expect(within(perRider).getByRole("row", { name: /No rider named 1 4\.0 ★/ })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Per day and slot" })).getByText("4.5 ★")).toBeTruthy();
    expect(asked).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });
});
