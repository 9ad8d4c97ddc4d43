import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { SlotDelivery } from "@taaza/domain";
import { RiderAssignments, stopGroups, waitingForRider } from "../src/admin/features/dispatch/components/rider-assignments.tsx";
import { DeliveryStep, LateSlotsNotice, lateSlots } from "../src/admin/features/orders/components/delivery-step.tsx";
import { buildOrder } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const delivery = (overrides: Partial<SlotDelivery>): SlotDelivery => ({
  orderId: "o-1",
  billId: "TZ-1",
  status: "Pending",
  stop: 1,
  step: "packed",
  locked: false,
  rider: null,
  customerName: "Asha",
  pincode: "400001",
  area: "Fort",
  ...overrides,
});

const slotOrders = [
  delivery({}),
  delivery({ orderId: "o-2", billId: "TZ-2", stop: 2, customerName: "Kiran" }),
  delivery({ orderId: "o-3", billId: "TZ-3", stop: 3, pincode: "400002", area: "Kalbadevi", step: "placed" }),
  delivery({ orderId: "o-4", billId: "TZ-4", stop: 4, pincode: "400002", area: "Kalbadevi", rider: { _id: "r-2", username: "Vijay" } }),
];

describe("giving a slot's orders to riders", () => {
  it("groups the stops by pincode and area in the suggested order, and waits only packed orders without a rider", () => {
    expect(stopGroups(slotOrders).map((g) => [g.pincode, g.area, g.stops.map((s) => s.billId)])).toEqual([
      ["400001", "Fort", ["TZ-1", "TZ-2"]],
      ["400002", "Kalbadevi", ["TZ-3", "TZ-4"]],
    ]);
    expect(waitingForRider(slotOrders).map((d) => d.orderId)).toEqual(["o-1", "o-2"]);
  });

  it("gives every waiting packed order to the chosen rider at once, then one order to another rider", async () => {
    const given: string[] = [];
    server.use(
      http.get("*/api/admin/deliveries", () => HttpResponse.json({ data: slotOrders })),
      http.get("*/api/admin/riders", () =>
        HttpResponse.json({
          data: [
            { _id: "r-1", username: "Sagar" },
            { _id: "r-2", username: "Vijay" },
          ],
        }),
      ),
      http.put("*/api/admin/orders/:orderId/rider", async ({ params, request }) => {
        given.push(`${String(params.orderId)}→${((await request.json()) as { riderId: string }).riderId}`);
        return HttpResponse.json({ data: {} });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<RiderAssignments date="2026-11-23" slot="8AM-10AM" />, { wrapper });
    const all = await screen.findByRole("button", { name: "Give all (2)" });
    expect(all).toHaveProperty("disabled", true);
    await userEvent.selectOptions(screen.getByLabelText("Give every packed order waiting for a rider to"), "r-1");
    await waitFor(() => expect(screen.getByRole("option", { name: "Sagar", selected: true })).toBeTruthy());
    await userEvent.click(all);
    await waitFor(() => expect(given).toEqual(["o-1→r-1", "o-2→r-1"]));
    await userEvent.selectOptions(screen.getByLabelText("Rider for TZ-3"), "r-2");
    await waitFor(() => expect(given).toEqual(["o-1→r-1", "o-2→r-1", "o-3→r-2"]));
  });
});

describe("staff's live list of orders", () => {
  it("shows the step and rider beside the status, and names the slots running late", () => {
    const out = buildOrder({
      _id: "o-1",
      time: { day: "2026-11-23", slot: "8AM-10AM" },
      delivery: { step: "out_for_delivery", rider: "Sagar Jadhav", locked: false, late: true },
    });
    const packed = buildOrder({ _id: "o-2", delivery: { step: "packed", rider: null, locked: false, late: false } });
    render(
      <>
        <LateSlotsNotice orders={[out, packed]} />
        <DeliveryStep order={out} />
      </>,
    );
    expect(screen.getByRole("status").textContent).toContain("2026-11-23 8AM-10AM");
    expect(screen.getByText("Out for delivery")).toBeTruthy();
    expect(screen.getByText(/Sagar Jadhav/)).toBeTruthy();
    expect(screen.getByText("Running late")).toBeTruthy();
    expect(lateSlots([packed])).toEqual([]);
  });
});
