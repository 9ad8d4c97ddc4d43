import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StockList } from "@taaza/domain";
import { StockSheet } from "../src/admin/features/stock/index.ts";
import { stockNoteOf } from "../src/components/ui/product-card.tsx";
import { parseGrams } from "../src/admin/features/stock/components/stock-text.ts";
import { toast } from "../src/lib/toast.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

// 10:00 IST on 2026-11-23: today is the 23rd, yesterday the 22nd.
const NOW = () => new Date("2026-11-23T04:30:00Z");

const row = (productId: string, name: string, stockedGrams: number | null, heldGrams = 0) => ({
  productId,
  name,
  stockedGrams,
  heldGrams,
  leftGrams: stockedGrams === null ? null : stockedGrams - heldGrams,
  unitGrams: 500,
});

function sheets(byDate: Record<string, StockList["products"]>) {
  const puts: { productId: string; body: unknown }[] = [];
  server.use(
    http.get("/api/admin/stock", ({ request }) => {
      const date = new URL(request.url).searchParams.get("date")!;
      return HttpResponse.json({ date, products: byDate[date] ?? [] });
    }),
    http.get("/api/admin/stock/report", ({ request }) =>
      HttpResponse.json({ date: new URL(request.url).searchParams.get("date"), products: [] }),
    ),
    http.put("/api/admin/stock/:productId", async ({ request, params }) => {
      const body = (await request.json()) as { date: string; grams: number | null };
      puts.push({ productId: String(params.productId), body });
      return HttpResponse.json(row(String(params.productId), "x", body.grams));
    }),
  );
  return puts;
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

describe("the morning stock screen", () => {
  it("reads grams: blank is not limited, whole numbers only", () => {
    expect(parseGrams("")).toBeNull();
    expect(parseGrams(" 12,000 ")).toBe(12000);
    expect(parseGrams("1.5")).toBeUndefined();
    expect(parseGrams("-3")).toBeUndefined();
  });

  it("copies yesterday's grams and saves only what changed, all at once", async () => {
    const puts = sheets({
      "2026-11-23": [row("p1", "Surmai steaks", null), row("p2", "Tiger prawns", 2000, 500), row("p3", "Rohu", null)],
      "2026-11-22": [row("p1", "Surmai steaks", 12000), row("p2", "Tiger prawns", 2000), row("p3", "Rohu", null)],
    });
    const { wrapper } = queryWrapper();
    render(<StockSheet now={NOW} />, { wrapper });
    const surmai = await screen.findByLabelText(/Surmai steaks/);
    expect((surmai as HTMLInputElement).value).toBe("");
    expect(screen.getByText(/Held 500 g · Left 1,500 g/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save all" }).disabled).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Copy yesterday's" }));
    await waitFor(() => expect((surmai as HTMLInputElement).value).toBe("12000"));
    await userEvent.clear(screen.getByLabelText(/Rohu/));
    await userEvent.type(screen.getByLabelText(/Rohu/), "3000");
    await userEvent.click(screen.getByRole("button", { name: "Save all (2)" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved 2 products"));
    expect(puts).toEqual([
      { productId: "p1", body: { date: "2026-11-23", grams: 12000 } },
      { productId: "p3", body: { date: "2026-11-23", grams: 3000 } },
    ]);
  });

  it("refuses a grams box that is not a whole number, and saves nothing", async () => {
    const puts = sheets({ "2026-11-23": [row("p1", "Surmai steaks", 1000)] });
    const { wrapper } = queryWrapper();
    render(<StockSheet now={NOW} />, { wrapper });
    const box = await screen.findByLabelText(/Surmai steaks/);
    await userEvent.clear(box);
    await userEvent.type(box, "1.5kg");
    await userEvent.click(screen.getByRole("button", { name: "Save all (1)" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Surmai steaks: grams must be a whole number (blank = not limited)");
    expect(puts).toEqual([]);
  });

  it("switches to tomorrow's sheet", async () => {
    sheets({ "2026-11-24": [row("p9", "Bangda", 4000)] });
    const { wrapper } = queryWrapper();
    render(<StockSheet now={NOW} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: /Tomorrow/ }));
    const form = await screen.findByRole("form", { name: "Stock for 2026-11-24" });
    expect(within(form).getByLabelText<HTMLInputElement>(/Bangda/).value).toBe("4000");
  });
});

describe("what a product card says of the morning's stock", () => {
  it("sold out for today (and whether tomorrow has some), only a few left, else nothing: never a count", () => {
    expect(stockNoteOf(null)).toBeNull();
    expect(stockNoteOf({ today: "available", tomorrow: null })).toBeNull();
    expect(stockNoteOf({ today: null, tomorrow: "soldOut" })).toBeNull();
    expect(stockNoteOf({ today: "few", tomorrow: null })).toEqual({ level: "few", text: "Only a few left" });
    expect(stockNoteOf({ today: "soldOut", tomorrow: "soldOut" })).toEqual({ level: "soldOut", text: "Sold out for today" });
    expect(stockNoteOf({ today: "soldOut", tomorrow: "few" })).toEqual({ level: "soldOut", text: "Sold out for today · more tomorrow" });
  });
});
