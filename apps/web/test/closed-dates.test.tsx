import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SLOT_CLOSING_MESSAGES, type SlotCapacity } from "@taaza/domain";
import { ClosedDates } from "../src/admin/features/delivery-slots/components/closed-dates.tsx";
import { SlotOverrides } from "../src/admin/features/delivery-slots/components/slot-override-form.tsx";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const settings: SlotCapacity = { leadTimeMinutes: 0, defaults: [], overrides: [], closedDates: [], upcoming: [] };

function showClosedDates(ordersOnDate: { _id: string; billId: string; customer: string; slot: string }[]) {
  const closings: unknown[] = [];
  server.use(
    http.get("/api/admin/delivery-slots/closed-dates/:date/orders", ({ params }) =>
      HttpResponse.json({ date: params.date, orders: ordersOnDate }),
    ),
    http.put("/api/admin/delivery-slots/closed-dates", async ({ request }) => {
      const body = (await request.json()) as { date: string; reason: string };
      closings.push(body);
      return HttpResponse.json({ ...settings, closedDates: [{ date: body.date, reason: body.reason }] });
    }),
  );
  const { wrapper } = queryWrapper();
  render(<ClosedDates settings={settings} today="2026-11-23" />, { wrapper });
  fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-24" } });
  return closings;
}

const closeButton = () => screen.getByRole("button", { name: "Close date" });

describe("closing a delivery date", () => {
  it("needs the reason customers will read", async () => {
    const closings = showClosedDates([]);
    fireEvent.click(closeButton());
    expect((await screen.findByRole("alert")).textContent).toBe(SLOT_CLOSING_MESSAGES.reasonRequired);
    expect(closings).toEqual([]);
  });

  it("shows the paid orders on the date and closes only when staff confirm", async () => {
    const closings = showClosedDates([
      { _id: "o1", billId: "TZ-2611-0001", customer: "Asha Patil", slot: "8AM-10AM" },
      { _id: "o2", billId: "TZ-2611-0002", customer: "Ravi Kulkarni", slot: "90mins" },
    ]);
    fireEvent.change(screen.getByLabelText("Reason (customers see it)"), { target: { value: " Diwali " } });
    fireEvent.click(closeButton());
    const dialog = await screen.findByRole("alertdialog", { name: "2 paid orders on 2026-11-24" });
    const rows = within(dialog)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["BillCustomerSlot", "TZ-2611-0001Asha Patil8AM-10AM", "TZ-2611-0002Ravi KulkarniExpress (90 min)"]);
    expect(dialog.textContent).toContain("Closed: Diwali");
    expect(closings).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it open" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(closings).toEqual([]);

    fireEvent.click(closeButton());
    fireEvent.click(await screen.findByRole("button", { name: "Close 2026-11-24 anyway" }));
    await waitFor(() => expect(closings).toEqual([{ date: "2026-11-24", reason: "Diwali", confirm: true }]));
  });

  it("closes a date without paid orders at once, without asking", async () => {
    const closings = showClosedDates([]);
    fireEvent.change(screen.getByLabelText("Reason (customers see it)"), { target: { value: "Holi" } });
    fireEvent.click(closeButton());
    await waitFor(() => expect(closings).toEqual([{ date: "2026-11-24", reason: "Holi" }]));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("closing one slot of a date (capacity 0)", () => {
  it("asks why, shows the slot's paid orders, and closes it with confirm", async () => {
    const sent: unknown[] = [];
    const asked: string[] = [];
    server.use(
      http.get("/api/admin/delivery-slots/closed-dates/:date/orders", ({ request, params }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          date: params.date,
          orders: [{ _id: "o1", billId: "TZ-2611-0003", customer: "Asha Patil", slot: "4PM-6PM" }],
        });
      }),
      http.put("/api/admin/delivery-slots/overrides", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(settings);
      }),
    );
    const { wrapper } = queryWrapper();
    render(<SlotOverrides settings={{ ...settings, upcoming: [] }} today="2026-11-23" />, { wrapper });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-24" } });
    fireEvent.change(screen.getByLabelText("Slot"), { target: { value: "4PM-6PM" } });
    expect(screen.queryByLabelText("Why closed (customers see it)")).toBeNull();
    fireEvent.change(screen.getByLabelText("Orders"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Why closed (customers see it)"), { target: { value: "Rider strike" } });
    fireEvent.click(screen.getByRole("button", { name: "Set" }));

    const dialog = await screen.findByRole("alertdialog", { name: "1 paid order on 4PM-6PM on 2026-11-24" });
    expect(asked).toEqual(["?slot=4PM-6PM"]);
    expect(dialog.textContent).toContain("TZ-2611-0003");
    expect(dialog.textContent).toContain("“Closed: Rider strike”");
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close 4PM-6PM on 2026-11-24 anyway" }));
    await waitFor(() =>
      expect(sent).toEqual([{ date: "2026-11-24", slot: "4PM-6PM", capacity: 0, reason: "Rider strike", confirm: true }]),
    );
  });
});
