import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ProductCard } from "../src/components/ui/product-card.tsx";
import { activateLocale } from "../src/lib/i18n/i18n.ts";
import { localWords } from "../src/lib/i18n/product-words.ts";
import { pageHeadHtml } from "../src/page-head-html.ts";
import { buildProduct } from "./factories.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const product = buildProduct({
  name: "Surmai",
  description: "Seer fish, cleaned",
  note: "Delivered fresh",
  translations: { mr: { name: "सुरमई", description: "सुरमई, साफ करून" }, hi: { name: "सुरमई मछली" } },
});

function renderCard() {
  const { wrapper: Query } = queryWrapper();
  render(
    <Query>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </Query>,
  );
}

describe("a product's words in the reader's language", () => {
  afterEach(() => activateLocale("en"));

  it("the card names the product in Marathi and Hindi, and in English for English readers", async () => {
    await activateLocale("mr");
    renderCard();
    expect(screen.getByRole("heading", { name: "सुरमई" })).toBeTruthy();
  });

  it("falls back to English for a text not given in that language", async () => {
    await activateLocale("hi");
    expect(localWords(product)).toEqual({ name: "सुरमई मछली", description: "Seer fish, cleaned", note: "Delivered fresh" });
    await activateLocale("en");
    expect(localWords(product).name).toBe("Surmai");
    renderCard();
    expect(screen.getByRole("heading", { name: "Surmai" })).toBeTruthy();
  });

  it("the drawn page's product data speaks the page's language", () => {
    const head = pageHeadHtml(
      { title: "सुरमई", description: "", product },
      "https://taaza.test/product/x?lang=mr",
      "https://taaza.test",
      "mr",
    );
    expect(head).toContain('"name":"सुरमई"');
    expect(head).toContain('"description":"सुरमई, साफ करून"');
  });
});
