import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, type Product, type VariantFormValues } from "@taaza/domain";
import { ProductForm } from "../src/admin/features/products/components/product-form.tsx";
import { buildProduct, buildVariant } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const named = (name: string) => ({ _id: `id-${name}`, name });

function renderForm(product: Product) {
  server.use(
    http.get("/api/categories", () => HttpResponse.json([named("SeaWater")])),
    http.get("/api/productTags", () => HttpResponse.json([named("Surmai")])),
  );
  const onSubmit = vi.fn();
  const { wrapper } = queryWrapper();
  render(<ProductForm product={product} submitLabel="Save" busy={false} onSubmit={onSubmit} />, { wrapper });
  const sentVariants = () => (onSubmit.mock.lastCall?.[0] as { variants?: VariantFormValues[] } | undefined)?.variants;
  return { onSubmit, sentVariants, save: () => userEvent.click(screen.getByRole("button", { name: "Save" })) };
}

const steaks = buildVariant({ label: "Steaks · 500 g", preparation: "Steaks", weight: 500, price: { default: 799, sale: 699 } });
const whole = buildVariant({
  label: "Whole cleaned · 1 kg",
  preparation: "Whole cleaned",
  weight: 1000,
  price: { default: 1399, sale: null },
});
const surmai = buildProduct({
  name: "Surmai",
  category: "SeaWater",
  productTag: "Surmai",
  weight: 500,
  price: steaks.price,
  variants: [steaks, whole],
});

// Typing a dozen cells key by key takes seconds when the machine is busy with other suites.
const TYPING_TIMEOUT = 20_000;

describe("the variants grid in the product form", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it(
    "shows each variant as a row, and sends them reordered, with a row removed and one added",
    async () => {
      const { sentVariants, save } = renderForm(surmai);
      const grid = await screen.findByRole("table");
      expect(within(grid).getAllByRole("row")).toHaveLength(3);
      // The plain price and weight fields give way to the grid's first row.
      expect(screen.queryByLabelText("Default price (₹)")).toBeNull();

      await userEvent.click(screen.getByRole("button", { name: "Move Whole cleaned · 1 kg up" }));
      await userEvent.click(screen.getByRole("button", { name: "Add a cut or pack" }));
      await userEvent.type(screen.getByLabelText("Preparation, variant 3"), "Curry cut");
      await userEvent.type(screen.getByLabelText("Weight (g), variant 3"), "500");
      await userEvent.type(screen.getByLabelText("Price (₹), variant 3"), "749");
      await userEvent.click(screen.getByRole("button", { name: "Remove Steaks · 500 g" }));
      await save();

      expect(toast.error).not.toHaveBeenCalled();
      expect(sentVariants()?.map((v) => [v._id, v.label, v.weight, v.defaultPrice, v.salePrice])).toEqual([
        [whole._id, "Whole cleaned · 1 kg", 1000, 1399, null],
        [null, "Curry cut · 500 g", 500, 749, null],
      ]);
    },
    TYPING_TIMEOUT,
  );

  it("names the row of a broken rule and sends nothing", async () => {
    const { onSubmit, save } = renderForm(surmai);
    const sale = await screen.findByLabelText("Sale (₹), variant 2");
    await userEvent.type(sale, "1500");
    await save();
    expect(vi.mocked(toast.error).mock.lastCall?.[0]).toBe(`Variant 2: ${MESSAGES.product.salePrice}`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(
    "a product sold one way starts the grid from its own price and weight",
    async () => {
      const { sentVariants, save } = renderForm(buildProduct({ name: "Rohu", category: "SeaWater", productTag: "Surmai", weight: 500 }));
      await userEvent.click(await screen.findByRole("button", { name: "Sell in cuts or packs" }));
      await userEvent.type(screen.getByLabelText("Preparation, variant 2"), "Steaks");
      await userEvent.type(screen.getByLabelText("Weight (g), variant 2"), "1000");
      await userEvent.type(screen.getByLabelText("Price (₹), variant 2"), "899");
      await save();
      await waitFor(() =>
        expect(sentVariants()?.map((v) => [v.preparation, v.weight, v.defaultPrice])).toEqual([
          ["Standard", 500, 499],
          ["Steaks", 1000, 899],
        ]),
      );
    },
    TYPING_TIMEOUT,
  );
});
