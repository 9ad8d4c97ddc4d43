import { render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliverySlots } from "@taaza/domain";
import { SlotDialog } from "../src/features/checkout/components/slot-dialog.tsx";
import { activateLocale, loadNamespaces } from "../src/lib/i18n/i18n.ts";
import { deliveryInWordsFor } from "../src/lib/i18n/delivery-in-words.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

/** 23:58 on Thursday 26 Nov: today has nothing left, tomorrow (Fri 27 Nov) is open. */
const lateEvening: DeliverySlots = {
  now: "2026-11-26T18:28:00.000Z",
  days: [
    { day: "Today", date: "2026-11-26", slots: [], availability: [] },
    {
      day: "Tomorrow",
      date: "2026-11-27",
      slots: ["8AM-10AM", "10AM-12PM"],
      availability: [
        { slot: "8AM-10AM", available: true, remaining: null, reason: null },
        { slot: "10AM-12PM", available: true, remaining: null, reason: null },
      ],
    },
  ],
};

function renderDialog() {
  server.use(http.get("/api/delivery-slots", () => HttpResponse.json(lateEvening)));
  const onChoose = vi.fn();
  const { wrapper } = queryWrapper();
  render(<SlotDialog chosen={null} onChoose={onChoose} onClose={() => undefined} />, { wrapper });
  return { onChoose };
}

afterEach(async () => {
  await activateLocale("en");
});

describe("the slot modal late at night", () => {
  it("opens on the first day with a free slot and shows each day's date in words", async () => {
    renderDialog();
    // Before the slots arrive the dialog cannot know; once they do, it is on the day with a free slot.
    await screen.findByText("Fri 27 Nov");
    const tomorrow = screen.getByRole("tab", { name: /Tomorrow/ });
    expect(tomorrow.getAttribute("aria-selected")).toBe("true");
    expect(tomorrow.textContent).toContain("Fri 27 Nov");
    expect(screen.getByRole("tab", { name: /Today/ }).textContent).toContain("Thu 26 Nov");
  });

  it("hands back the date it showed with the chosen slot, so the order keeps that date", async () => {
    const { onChoose } = renderDialog();
    const panel = await screen.findByRole("tabpanel");
    (await within(panel).findByRole("button", { name: "8AM-10AM" })).click();
    expect(onChoose).toHaveBeenCalledWith({ day: "Tomorrow", date: "2026-11-27", slot: "8AM-10AM" });
  });
});

describe("a day staff closed", () => {
  it("says 'Closed: <the reason staff typed>' instead of 'Full'", async () => {
    const closed = {
      ...lateEvening,
      days: [
        lateEvening.days[0]!,
        {
          ...lateEvening.days[1]!,
          slots: [],
          availability: [{ slot: "8AM-10AM", available: false, remaining: 0, reason: "closed" as const, closedNote: "Diwali" }],
        },
      ],
    };
    server.use(http.get("/api/delivery-slots", () => HttpResponse.json(closed)));
    const { wrapper } = queryWrapper();
    render(
      <SlotDialog
        chosen={{ day: "Tomorrow", date: "2026-11-27", slot: "8AM-10AM" }}
        onChoose={() => undefined}
        onClose={() => undefined}
      />,
      {
        wrapper,
      },
    );
    const slot = await screen.findByRole("button", { name: "8AM-10AM, Closed: Diwali" });
    expect(slot.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByText("Full")).toBeNull();
  });
});

describe("a delivery in words", () => {
  it("reads 'Fri 27 Nov, 8-10 AM' in English and names the hours in Marathi and Hindi, with Latin digits", async () => {
    expect(deliveryInWordsFor("2026-11-27", "8AM-10AM")).toBe("Fri 27 Nov, 8-10 AM");
    await loadNamespaces(["checkout"], "mr");
    await loadNamespaces(["checkout"], "hi");
    await activateLocale("mr");
    const marathi = deliveryInWordsFor("2026-11-27", "8AM-10AM");
    expect(marathi).toContain("सकाळी 8-10");
    expect(marathi).toMatch(/27/);
    await activateLocale("hi");
    expect(deliveryInWordsFor("2026-11-27", "6PM-8PM")).toContain("शाम 6-8 बजे");
  });
});

describe("the slot modal in Marathi and Hindi", () => {
  it("names each slot's hours in the language, with Latin digits, and a closed day's reason as staff typed it", async () => {
    await loadNamespaces(["checkout"], "mr");
    await activateLocale("mr");
    const closedTomorrow: DeliverySlots = {
      ...lateEvening,
      days: [
        {
          day: "Today",
          date: "2026-11-26",
          slots: ["6PM-8PM"],
          availability: [{ slot: "6PM-8PM", available: true, remaining: null, reason: null }],
        },
        {
          ...lateEvening.days[1]!,
          slots: [],
          availability: [{ slot: "8AM-10AM", available: false, remaining: 0, reason: "closed", closedNote: "Diwali" }],
        },
      ],
    };
    server.use(http.get("/api/delivery-slots", () => HttpResponse.json(closedTomorrow)));
    const { wrapper } = queryWrapper();
    render(<SlotDialog chosen={null} onChoose={() => undefined} onClose={() => undefined} />, { wrapper });
    const panel = await screen.findByRole("tabpanel");
    const evening = await within(panel).findByRole("button", { name: /संध्याकाळी 6-8/ });
    expect(evening.textContent).not.toMatch(/[०-९]|PM/);
    screen.getByRole("tab", { name: /27/ }).click();
    const closed = await screen.findByRole("button", { name: "सकाळी 8-10, बंद: Diwali" });
    expect(closed.hasAttribute("disabled")).toBe(true);
  });

  it("says the hours in Hindi on the payment sheet and order page's delivery line", async () => {
    await loadNamespaces(["checkout"], "hi");
    await activateLocale("hi");
    const line = deliveryInWordsFor("2026-11-27", "8AM-10AM");
    expect(line).toContain("सुबह 8-10 बजे");
    expect(line).toContain("27");
    expect(line).not.toMatch(/[०-९]|AM/);
  });
});
