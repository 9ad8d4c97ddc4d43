import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SHORT_WEIGHT_REASON, type Order } from "@taaza/domain";
import { PackingPanel } from "../src/admin/features/orders/index.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { toast } from "../src/lib/toast.ts";
import { buildOrder, buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const pending = buildOrder({
  _id: "o1",
  billId: "#12ABC",
  products: [
    {
      _id: "l1",
      variant: { _id: "v1", label: "500 g" },
      product: { _id: "p1", name: "Silver Pomfret", weight: 500, images: [], price: { default: 800, sale: 699 } },
      quantity: 2,
      price: 699,
      packedGrams: null,
    },
  ],
});

function renderPanel() {
  const { wrapper } = queryWrapper();
  return render(
    <MemoryRouter initialEntries={["/admin/packing?date=2026-11-24&slot=8AM-10AM"]}>
      <PackingPanel />
    </MemoryRouter>,
    { wrapper },
  );
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  saveSession(buildSession(buildUser({ userType: "Admin" })));
});

describe("weigh and pack", () => {
  it("lists the slot's pending orders with the weight ordered, and saves the grams typed", async () => {
    const asked: string[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/admin/orders", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: [pending], total: 1, page: 1, pageSize: 15 });
      }),
      http.put("*/api/admin/orders/o1/packed", async ({ request }) => {
        sent.push(await request.json());
        const packed: Order = {
          ...pending,
          products: [{ ...pending.products[0]!, packedGrams: 900 }],
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
        };
        return HttpResponse.json({ data: packed });
      }),
    );
    renderPanel();
    expect(await screen.findByText("2 × 500 g = 1 kg ordered")).toBeTruthy();
    expect(asked[0]).toContain("status=Pending");
    expect(asked[0]).toContain("date=2026-11-24");
    const field = screen.getByLabelText(/Silver Pomfret/);
    await userEvent.type(field, "9x00");
    expect((field as HTMLInputElement).value).toBe("900");
    await userEvent.click(screen.getByRole("button", { name: "Save weights" }));
    await waitFor(() => expect(sent).toEqual([{ lines: [{ lineId: "l1", grams: 900 }] }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Weights saved. ₹139.8 refunded to the customer for short weight."));
  });

  it("says what is wrong before sending nothing", async () => {
    server.use(http.get("*/api/admin/orders", () => HttpResponse.json({ data: [pending], total: 1, page: 1, pageSize: 15 })));
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Save weights" }));
    expect((await screen.findByRole("alert")).textContent).toBe("List the lines you weighed, each once, with its grams");
  });
});
