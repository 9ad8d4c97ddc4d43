import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { parsePriceSheetCsv, PRODUCT_MESSAGES } from "@taaza/domain";
import { PriceSheet } from "../src/admin/features/products/components/price-sheet.tsx";
import { buildProduct, buildVariant } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const pomfret = buildProduct({
  _id: "p1",
  name: "Pomfret",
  variants: [
    buildVariant({ _id: "v1", label: "500 g", price: { default: 800, sale: 699 } }),
    buildVariant({ _id: "v2", label: "1 kg", price: { default: 1500, sale: null } }),
  ],
});
const prawns = buildProduct({
  _id: "p2",
  name: "Prawns",
  variants: [buildVariant({ _id: "v3", label: "250 g", price: { default: 400, sale: null } })],
});

describe("the morning's price sheet", () => {
  it("sends every changed row in one request when staff Save all, and checks each row first", async () => {
    const sent: unknown[] = [];
    server.use(
      http.put("/api/admin/price-sheet", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ saved: 2 });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<PriceSheet products={[pomfret, prawns]} renderDeal={() => null} />, { wrapper });
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "Save all" })).toHaveProperty("disabled", true);

    await user.clear(screen.getByLabelText("Sale price of Pomfret, 500 g"));
    await user.type(screen.getByLabelText("Sale price of Prawns, 250 g"), "450");
    await user.click(screen.getByLabelText("Prawns, 250 g in stock"));
    await user.click(screen.getByRole("button", { name: "Save all (2)" }));
    expect(screen.getByRole("alert").textContent).toBe(`Row 3: ${PRODUCT_MESSAGES.salePrice}`);
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText("Sale price of Prawns, 250 g"));
    await user.type(screen.getByLabelText("Sale price of Prawns, 250 g"), "349");
    await user.click(screen.getByRole("button", { name: "Save all (2)" }));
    await screen.findByRole("button", { name: "Save all" });
    expect(sent).toEqual([
      {
        rows: [
          { productId: "p1", variantId: "v1", sale: null, inStock: true },
          { productId: "p2", variantId: "v3", sale: 349, inStock: false },
        ],
      },
    ]);
  });
});

describe("a price sheet CSV", () => {
  it("reads ids, sale prices (empty ends a sale) and stock, whatever order the columns are in", () => {
    const csv = 'variantId,productId,product,sale,inStock\r\nv1,p1,"Pomfret, whole",649.50,yes\r\nv3,p2,Prawns,,no\r\n';
    expect(parsePriceSheetCsv(csv)).toEqual({
      ok: true,
      rows: [
        { productId: "p1", variantId: "v1", sale: 649.5, inStock: true },
        { productId: "p2", variantId: "v3", sale: null, inStock: false },
      ],
    });
  });

  it("names the row that is wrong, and a file without the columns", () => {
    expect(parsePriceSheetCsv("productId,variantId,sale,inStock\np1,v1,abc,yes")).toEqual({
      ok: false,
      message: `Row 1: ${PRODUCT_MESSAGES.salePrice}`,
    });
    expect(parsePriceSheetCsv("productId,variantId,sale,inStock\np1,v1,10,maybe")).toEqual({
      ok: false,
      message: "Row 1: inStock must be yes or no",
    });
    expect(parsePriceSheetCsv("name,price\nPomfret,10").ok).toBe(false);
  });
});
