import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BANNER_MESSAGES, MESSAGES, type OrderStatus } from "@taaza/domain";
import { bannerAdvice, coverCrop } from "../src/admin/features/creatives/banner-crop.ts";
import { checkDetails } from "../src/admin/features/creatives/components/banner-details-fields.tsx";
import { DeliverySlot } from "../src/admin/features/orders/components/order-details.tsx";
import { useOrderStatusChange } from "../src/admin/features/orders/hooks/use-order-status-change.ts";
import { StockSwitch } from "../src/admin/features/products/components/stock-switch.tsx";
import { countUpValue } from "../src/admin/features/stats/components/count-up.tsx";
import { buildOrder, buildProduct } from "./factories.ts";
import { server } from "./msw-server.ts";
import { deferred, queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => {
  vi.mocked(toast).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe("the banner preview's crop", () => {
  it("outlines the centre of a wider or taller image, as object-fit: cover draws it", () => {
    expect(coverCrop(1600, 600, 1600, 600)).toEqual({ left: 0, top: 0, width: 100, height: 100 });
    // A square image in the 8:3 desktop frame keeps its middle 3/8 of the height.
    const square = coverCrop(1000, 1000, 1600, 600);
    expect(square.left).toBe(0);
    expect(square.height).toBeCloseTo(37.5);
    expect(square.top).toBeCloseTo(31.25);
    // A wide image in the 4:5 phone frame keeps its middle.
    const wide = coverCrop(1600, 600, 800, 1000);
    expect(wide.width).toBeCloseTo(30);
    expect(wide.left).toBeCloseTo(35);
  });

  it("warns about a small image and about the part that will be cut off", () => {
    expect(bannerAdvice("desktop", 1600, 600)).toEqual([]);
    expect(bannerAdvice("mobile", 96, 96)).toEqual([
      "This image is 96 × 96 px, smaller than the recommended 800 × 1000 px: it may look blurry.",
      "Its shape is not 4:5: about 20% of it (outside the outline) will be cut off.",
    ]);
  });
});

describe("a banner's words and link", () => {
  it("accepts a page of this shop, and no link, and trims the alt text", () => {
    expect(checkDetails({ alt: " Fresh catch ", link: "/category/SeaWater" })).toEqual({
      ok: true,
      details: { alt: "Fresh catch", link: "/category/SeaWater" },
    });
    expect(checkDetails({ alt: "Fresh catch", link: "  " })).toEqual({ ok: true, details: { alt: "Fresh catch", link: null } });
  });

  it("refuses other sites and a link without words", () => {
    for (const link of ["//evil.example", "/\\evil.example", "https://evil.example", "category"]) {
      expect(checkDetails({ alt: "Offer", link })).toEqual({ ok: false, field: "link", message: BANNER_MESSAGES.link });
    }
    expect(checkDetails({ alt: "", link: "/category/Prawns" })).toEqual({ ok: false, field: "alt", message: BANNER_MESSAGES.altRequired });
  });
});

describe("the dashboard's counters", () => {
  it("count from the figure shown to the new one in whole steps, never past it, ending exactly on it", () => {
    expect(countUpValue(0, 1234.5, 0)).toBe(0);
    const halfway = countUpValue(0, 1234.5, 0.5);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1234.5);
    expect(Number.isInteger(halfway)).toBe(true);
    expect(countUpValue(0, 1234.5, 1)).toBe(1234.5);
    // A figure that went down (an order cancelled) counts down, never below the new figure.
    expect(countUpValue(40, 38, 0.5)).toBeGreaterThanOrEqual(38);
    expect(countUpValue(40, 38, 0.5)).toBeLessThanOrEqual(40);
    expect(countUpValue(40, 38, 1)).toBe(38);
  });
});

describe("an order's delivery slot in the staff list", () => {
  // 24 Nov 2026, 10:00 in India.
  const now = new Date("2026-11-24T04:30:00Z");

  it("flags an express order with the time it is due: placed time plus 90 minutes, India time", () => {
    const order = buildOrder({ createdAt: "2026-11-24T04:35:00.000Z", time: { day: "2026-11-24", slot: "90mins" } });
    render(<DeliverySlot order={order} now={now} />);
    expect(screen.getByText("Express")).toBeTruthy();
    expect(document.body.textContent).toBe("Express Today · by 11:35 am");
  });

  it("reads a slotted order's day as staff plan it", () => {
    render(<DeliverySlot order={buildOrder({ time: { day: "2026-11-25", slot: "8AM-10AM" } })} now={now} />);
    expect(document.body.textContent).toBe("Tomorrow · 8AM-10AM");
  });
});

describe("changing an order's status", () => {
  function setUp(confirm: (question: string) => boolean) {
    const order = buildOrder({ billId: "#47KQ", status: "Pending" });
    const sent: OrderStatus[] = [];
    server.use(
      http.put(`/api/orders/${order._id}/${order.userId._id}`, async ({ request }) => {
        const { status } = (await request.json()) as { status: OrderStatus };
        sent.push(status);
        return HttpResponse.json({ data: { ...order, status } });
      }),
      http.get("/api/admin/*", () => HttpResponse.json({})),
    );
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useOrderStatusChange({ confirm, undoMs: 100 }), { wrapper });
    return { order, sent, result };
  }

  it("asks before Delivered, and does nothing when the answer is no", () => {
    const confirm = vi.fn(() => false);
    const { order, sent, result } = setUp(confirm);
    act(() => result.current.setStatus(order, "Delivered"));
    expect(confirm).toHaveBeenCalledWith("Mark order #47KQ (Meena Joshi) as Delivered?");
    expect(sent).toEqual([]);
  });

  it("holds a confirmed Canceled (it refunds the customer) for the Undo time, then sends it", async () => {
    const { order, sent, result } = setUp(() => true);
    act(() => result.current.setStatus(order, "Canceled"));
    expect(sent).toEqual([]);
    expect(vi.mocked(toast).mock.calls[0]?.[0]).toBe("Cancelling order #47KQ");
    await waitFor(() => expect(sent).toEqual(["Canceled"]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.order.statusChanged, expect.anything()));
  });

  it("never sends a Canceled undone in time", async () => {
    const { order, sent, result } = setUp(() => true);
    act(() => result.current.setStatus(order, "Canceled"));
    const action = (vi.mocked(toast).mock.calls[0]?.[1] as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe("Undo");
    act(() => action.onClick());
    await new Promise((resolve) => window.setTimeout(resolve, 250));
    expect(sent).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith("#47KQ stays Pending");
  });

  it("changes to Delivered once confirmed, and Undo puts Pending back", async () => {
    const { order, sent, result } = setUp(() => true);
    act(() => result.current.setStatus(order, "Delivered"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(["Delivered"]);
    const [message, options] = vi.mocked(toast.success).mock.calls[0]!;
    expect(message).toBe(MESSAGES.order.statusChanged);
    const action = (options as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe("Undo");

    act(() => action.onClick());
    await waitFor(() => expect(sent).toEqual(["Delivered", "Pending"]));
  });

  it("does not ask before going back to Pending", async () => {
    const confirm = vi.fn(() => true);
    const { order, sent, result } = setUp(confirm);
    act(() => result.current.setStatus({ ...order, status: "Delivered" }, "Pending"));
    await waitFor(() => expect(sent).toEqual(["Pending"]));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe("the in-stock switch", () => {
  function renderSwitch(answer: () => Response | Promise<Response>) {
    const product = buildProduct({ name: "Rawas Steaks", inStock: true });
    server.use(
      http.put(`/api/products/${product._id}`, answer),
      http.get("/api/admin/*", () => HttpResponse.json({})),
      http.get("/api/products", () => HttpResponse.json([])),
    );
    const { wrapper } = queryWrapper();
    render(<StockSwitch product={product} />, { wrapper });
    return screen.getByRole("switch", { name: "In stock: Rawas Steaks" });
  }

  it("shows sold out at once while the server saves it", async () => {
    const held = deferred();
    const toggle = renderSwitch(async () => {
      await held.promise;
      return HttpResponse.json(buildProduct({ inStock: false }));
    });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    held.release();
    await waitFor(() => expect(toggle).toHaveProperty("disabled", false));
  });

  it("goes back to in stock and says so when the server refuses", async () => {
    const toggle = renderSwitch(() => HttpResponse.json({ error: "You are not allowed to do this" }, { status: 403 }));
    await userEvent.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe(MESSAGES.quickPrice.failed);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });
});
