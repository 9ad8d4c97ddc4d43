import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARE_MESSAGES, type Issue, type Order } from "@taaza/domain";
import { OrderDetails } from "../src/features/orders/components/order-details.tsx";
import { ticketSteps } from "../src/features/orders/components/issue-tickets.tsx";
import { saveSession } from "../src/lib/session-store.ts";
import { toast } from "../src/lib/toast.ts";
import { buildOrder, buildSession } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const line = (id: string, name: string): Order["products"][number] => ({
  _id: id,
  variant: { _id: `v-${id}`, label: "500 g" },
  product: { _id: `p-${id}`, name, weight: 500, images: [], price: { default: 800, sale: 699 } },
  quantity: 1,
  price: 699,
  packedGrams: 450,
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function deliveredOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    status: "Delivered",
    deliveredAt: minutesAgo(30),
    products: [line("l1", "Silver Pomfret"), line("l2", "Tiger Prawns")],
    ...overrides,
  });
}

function buildIssue(overrides: Partial<Issue> = {}): Issue {
  return {
    _id: "i1",
    ticket: "TZ-T-000007",
    orderId: "order-1",
    status: "open",
    reason: "short-weight",
    note: "",
    lineIds: ["l1"],
    photos: [],
    createdAt: "2026-11-24T06:00:00.000Z",
    acknowledgedAt: null,
    acknowledgedBy: null,
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
    resolutionNote: null,
    refundId: null,
    ...overrides,
  };
}

function renderOrder(order: Order, isOwner = true) {
  const { wrapper } = queryWrapper();
  return render(
    <MemoryRouter>
      <OrderDetails order={order} isOwner={isOwner} />
    </MemoryRouter>,
    { wrapper },
  );
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  saveSession(buildSession());
});

describe("Report an issue", () => {
  it("sends the chosen lines, the reason, the note and a photo as multipart, then names the ticket", async () => {
    const order = deliveredOrder();
    let sent: FormData | null = null;
    server.use(
      http.post(`/api/orders/${order._id}/issues`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: buildIssue({ orderId: order._id }) }, { status: 201 });
      }),
      http.get(`/api/orders/${order._id}`, () => HttpResponse.json({ data: order })),
    );
    renderOrder(order);
    await userEvent.click(screen.getByRole("button", { name: "Report an issue" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Silver Pomfret/ }));
    await userEvent.click(screen.getByRole("radio", { name: "Short weight" }));
    await userEvent.type(screen.getByLabelText("Tell us more (optional)"), "Only 450 g");
    const photo = new File(["fish"], "fish.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText("Add photos"), photo);
    expect(screen.getByRole("img", { name: "Photo 1 to send" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Issue reported. Your ticket number is TZ-T-000007."));
    const form = sent as unknown as FormData;
    expect(form.getAll("lineIds")).toEqual(["l1"]);
    expect(form.get("reason")).toBe("short-weight");
    expect(form.get("note")).toBe("Only 450 g");
    expect((form.getAll("photos")[0] as File).name).toBe("fish.jpg");
  });

  it("asks for the items and the reason before sending anything", async () => {
    const order = deliveredOrder();
    let posts = 0;
    server.use(http.post(`/api/orders/${order._id}/issues`, () => void posts++));
    renderOrder(order);
    await userEvent.click(screen.getByRole("button", { name: "Report an issue" }));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByRole("alert").textContent).toBe(CARE_MESSAGES.issue.linesRequired);
    await userEvent.click(screen.getByRole("checkbox", { name: /Tiger Prawns/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByRole("alert").textContent).toBe(CARE_MESSAGES.issue.reasonRule);
    expect(posts).toBe(0);
  });

  it("shows the server's reason when it refuses the report with a 409", async () => {
    const order = deliveredOrder();
    server.use(
      http.post(`/api/orders/${order._id}/issues`, () =>
        HttpResponse.json({ error: CARE_MESSAGES.issue.alreadyOpen, code: "care.issue.alreadyOpen" }, { status: 409 }),
      ),
    );
    renderOrder(order);
    await userEvent.click(screen.getByRole("button", { name: "Report an issue" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Silver Pomfret/ }));
    await userEvent.click(screen.getByRole("radio", { name: "Not fresh" }));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect((await screen.findByRole("alert")).textContent).toBe(CARE_MESSAGES.issue.alreadyOpen);
  });

  it("is offered only to the owner, from delivery until 2 hours after it", () => {
    const cases: [Order, boolean][] = [
      [buildOrder({ status: "Pending" }), false],
      [deliveredOrder({ deliveredAt: minutesAgo(119) }), true],
      [deliveredOrder({ deliveredAt: minutesAgo(121) }), false],
    ];
    for (const [order, offered] of cases) {
      const view = renderOrder(order);
      expect(screen.queryByRole("button", { name: "Report an issue" }) !== null, order.deliveredAt ?? order.status).toBe(offered);
      view.unmount();
    }
    renderOrder(deliveredOrder(), false);
    expect(screen.queryByRole("button", { name: "Report an issue" })).toBeNull();
  });
});

describe("a ticket on the order page", () => {
  it("shows its number, its items and each state change", () => {
    const issue = buildIssue({
      status: "resolved",
      acknowledgedAt: "2026-11-24T07:00:00.000Z",
      resolvedAt: "2026-11-24T08:00:00.000Z",
      resolution: "refund",
      refundId: "r1",
    });
    renderOrder(deliveredOrder({ deliveredAt: minutesAgo(600), issues: [issue] }));
    const tickets = screen.getByRole("region", { name: "Your reported issues" });
    expect(within(tickets).getByText("Ticket TZ-T-000007")).toBeTruthy();
    expect(within(tickets).getByText("Resolved")).toBeTruthy();
    expect(within(tickets).getByText("Silver Pomfret")).toBeTruthy();
    expect(ticketSteps(issue).map((step) => step.label)).toEqual([
      "Reported: Short weight",
      "Our team has it and is looking into it",
      "Resolved: refund of these items started",
    ]);
  });

  it("gives a rejected ticket's reason", () => {
    const issue = buildIssue({
      status: "resolved",
      acknowledgedAt: "2026-11-24T08:00:00.000Z",
      resolvedAt: "2026-11-24T08:00:00.000Z",
      resolution: "rejected",
      resolutionNote: "The packed weight was 500 g",
    });
    expect(ticketSteps(issue).map((step) => step.label)).toEqual(["Reported: Short weight", "Closed: The packed weight was 500 g"]);
  });
});

describe("rating the order", () => {
  it("sends the stars, the tags and the line, and can change them later", async () => {
    const order = deliveredOrder();
    let body: unknown = null;
    server.use(
      http.post(`/api/orders/${order._id}/rating`, async ({ request }) => {
        body = await request.json();
        const now = new Date().toISOString();
        return HttpResponse.json(
          { data: { ...order, rating: { stars: 4, tags: ["fresh"], text: "Good", createdAt: now, updatedAt: now } } },
          { status: 201 },
        );
      }),
      http.get("/api/orders", () => HttpResponse.json({ data: [] })),
    );
    renderOrder(order);
    const rating = screen.getByRole("region", { name: "Rate this order" });
    await userEvent.click(within(rating).getByRole("button", { name: "Send rating" }));
    expect(within(rating).getByRole("alert").textContent).toBe("Please choose 1 to 5 stars");
    await userEvent.click(within(rating).getByRole("radio", { name: "4 stars" }));
    await userEvent.click(within(rating).getByRole("checkbox", { name: "Fresh" }));
    await userEvent.type(within(rating).getByLabelText("Anything else? (optional)"), "Good");
    await userEvent.click(within(rating).getByRole("button", { name: "Send rating" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thank you for rating your order"));
    expect(body).toEqual({ stars: 4, tags: ["fresh"], text: "Good" });
  });

  it("can no longer be changed 7 days after it was given", () => {
    const given = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    renderOrder(deliveredOrder({ rating: { stars: 5, tags: [], text: "", createdAt: given, updatedAt: given } }));
    const rating = screen.getByRole("region", { name: "Rate this order" });
    expect(within(rating).queryByRole("button")).toBeNull();
    expect(within(rating).getByRole<HTMLInputElement>("radio", { name: "5 stars" }).checked).toBe(true);
  });
});
