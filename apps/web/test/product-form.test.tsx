import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, PRODUCT_DETAIL_MESSAGES, PRODUCT_TAX_MESSAGES, type Product } from "@taaza/domain";
import { ProductForm } from "../src/admin/features/products/components/product-form.tsx";
import { buildProduct } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const named = (name: string) => ({ _id: `id-${name}`, name });

function renderForm(product?: Product, deliveryHours = "07:00-21:00") {
  server.use(
    http.get("/api/shop", () => HttpResponse.json({ deliveryHours })),
    http.get("/api/categories", () => HttpResponse.json([named("Chicken"), named("SeaWater")])),
    http.get("/api/productTags", () => HttpResponse.json([named("Pomfret"), named("Prawns")])),
  );
  const onSubmit = vi.fn();
  const { wrapper } = queryWrapper();
  render(<ProductForm product={product} submitLabel="Add Product" busy={false} onSubmit={onSubmit} />, { wrapper });
  return { onSubmit, save: () => userEvent.click(screen.getByRole("button", { name: "Add Product" })) };
}

/** The message of the latest error toast. */
function lastToast() {
  return vi.mocked(toast.error).mock.lastCall?.[0];
}

describe("the product form", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("checks the domain's rules in their order, marking every broken field at once and focusing the first", async () => {
    const { onSubmit, save } = renderForm();
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Category").value).toBe("SeaWater"));
    const name = screen.getByLabelText("Name");

    await save();
    expect(lastToast()).toBe(MESSAGES.product.name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    // Every other broken field is marked too, each with its own message beside it.
    for (const [label, message] of [
      ["Default price (₹)", MESSAGES.product.defaultPrice],
      ["Weight (g)", MESSAGES.product.weight],
      ["Description", MESSAGES.product.description],
      ["Product tag", MESSAGES.product.productTag],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid"), label).toBe("true");
      expect(screen.getByText(message)).toBeTruthy();
    }

    await userEvent.type(name, "Silver Pomfret");
    // The mark stays until the next save, as the rules are only run on saving.
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await save();
    expect(lastToast()).toBe(MESSAGES.product.defaultPrice);
    expect(screen.getByLabelText("Weight (g)").getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Default price (₹)"));

    await userEvent.type(screen.getByLabelText("Default price (₹)"), "499");
    await userEvent.type(screen.getByLabelText("Sale price (₹)"), "499");
    await save();
    expect(lastToast()).toBe(MESSAGES.product.salePrice);

    await userEvent.clear(screen.getByLabelText("Sale price (₹)"));
    await userEvent.type(screen.getByLabelText("Weight (g)"), "500");
    await userEvent.type(screen.getByLabelText("Description"), "Cleaned and cut");
    await save();
    expect(lastToast()).toBe(MESSAGES.product.productTag);
    expect(document.activeElement).toBe(screen.getByLabelText("Product tag"));

    await userEvent.selectOptions(screen.getByLabelText("Product tag"), "Pomfret");
    await save();
    expect(lastToast()).toBe(MESSAGES.product.imageRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts a new product's note on the shop's configured delivery hours", async () => {
    renderForm(undefined, "06:30-22:00");
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>("Note").value).toBe("Fresh cuts are delivered between 6:30 AM and 10 PM."),
    );
  });

  it("sends the checked values, with the images kept, when editing a valid product", async () => {
    const product = buildProduct({
      name: "Pomfret",
      price: { default: 499, sale: 449.5 },
      weight: 500,
      category: "SeaWater",
      productTag: "Pomfret",
      images: ["a.webp", "b.webp"],
      hsnCode: "0303",
      gstRate: 5,
    });
    const { onSubmit, save } = renderForm(product);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Pomfret" }).length).toBeGreaterThan(0));

    await save();

    expect(toast.error).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Pomfret",
      defaultPrice: 499,
      salePrice: 449.5,
      weight: 500,
      description: product.description,
      category: "SeaWater",
      productTag: "Pomfret",
      note: product.note,
      hsnCode: "0303",
      gstRate: 5,
      netWeight: null,
      grossWeight: null,
      pieces: null,
      serves: null,
      altNames: [],
      translations: {},
      inStock: true,
      bestseller: false,
      existingImages: ["a.webp", "b.webp"],
      files: [],
    });
  });

  it("checks the bill's HSN code and sends the chosen GST rate", async () => {
    const product = buildProduct({ images: ["a.webp"], category: "SeaWater", productTag: "Pomfret" });
    const { onSubmit, save } = renderForm(product);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Pomfret" }).length).toBeGreaterThan(0));
    const hsn = screen.getByLabelText("HSN code");
    expect(hsn).toHaveProperty("value", "0302");

    await userEvent.clear(hsn);
    await userEvent.type(hsn, "03A2");
    await save();
    expect(lastToast()).toBe(PRODUCT_TAX_MESSAGES.hsnCode);
    expect(document.activeElement).toBe(hsn);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(hsn);
    await userEvent.type(hsn, "0306");
    await userEvent.selectOptions(screen.getByLabelText("GST rate"), "5");
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ hsnCode: "0306", gstRate: 5 });
  });

  it("checks what the customer gets (whole numbers, net not above gross) after the spec's rules, and sends it", async () => {
    const product = buildProduct({ netWeight: 500, grossWeight: 650, pieces: 3, serves: 2 });
    const { onSubmit, save } = renderForm(product);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Pomfret" }).length).toBeGreaterThan(0));
    const net = screen.getByLabelText("Net weight (grams)");
    expect(net).toHaveProperty("value", "500");

    await userEvent.clear(net);
    await userEvent.type(net, "700");
    await save();
    expect(lastToast()).toBe(PRODUCT_DETAIL_MESSAGES.netAboveGross);
    expect(document.activeElement).toBe(net);

    await userEvent.clear(net);
    await userEvent.type(net, "480");
    await userEvent.clear(screen.getByLabelText("Pieces"));
    await userEvent.type(screen.getByLabelText("Pieces"), "2.5");
    await save();
    expect(lastToast()).toBe(PRODUCT_DETAIL_MESSAGES.pieces);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Pieces"));
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ netWeight: 480, grossWeight: 650, pieces: null, serves: 2 });
  });

  it("shows the other names (Also known as) comma-separated, checks them, and sends them as a list", async () => {
    const product = buildProduct({ altNames: ["paplet", "पापलेट"] });
    const { onSubmit, save } = renderForm(product);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Pomfret" }).length).toBeGreaterThan(0));
    const field = screen.getByLabelText("Also known as");
    expect(field).toHaveProperty("value", "paplet, पापलेट");

    await userEvent.type(field, ", a|b");
    await save();
    expect(lastToast()).toBe(PRODUCT_DETAIL_MESSAGES.altNames);
    expect(document.activeElement).toBe(field);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "paplet, सरंगा ,Paplet");
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ altNames: ["paplet", "सरंगा"] });
  });

  it("shows the Marathi and Hindi words, and sends them without the blank ones", async () => {
    const product = buildProduct({ translations: { mr: { name: "सुरमई", note: "सकाळी डिलिव्हरी." } } });
    const { onSubmit, save } = renderForm(product);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Pomfret" }).length).toBeGreaterThan(0));
    expect(screen.getByLabelText("Name in Marathi (मराठी)")).toHaveProperty("value", "सुरमई");
    expect(screen.getByLabelText("Note in Marathi (मराठी)")).toHaveProperty("value", "सकाळी डिलिव्हरी.");
    expect(screen.getByLabelText("Name in Hindi (हिंदी)")).toHaveProperty("value", "");

    await userEvent.clear(screen.getByLabelText("Note in Marathi (मराठी)"));
    await userEvent.type(screen.getByLabelText("Name in Hindi (हिंदी)"), "सुरमई मछली");
    await userEvent.type(screen.getByLabelText("Description in Hindi (हिंदी)"), "ताज़ी सुरमई।");
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      translations: { mr: { name: "सुरमई" }, hi: { name: "सुरमई मछली", description: "ताज़ी सुरमई।" } },
    });
  });
});
