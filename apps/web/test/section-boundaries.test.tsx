import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ProductReviews } from "@taaza/domain";
import { AuthPanelContext } from "../src/hooks/auth-panel-context.ts";
import { LocationPopupContext } from "../src/hooks/location-popup-context.ts";
import ProductPage from "../src/pages/product-page.tsx";
import { buildProduct } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";
import { fakeViewport } from "./viewport.ts";

const product = buildProduct({ _id: "p1", name: "Surmai Steaks", description: "King fish, cut into steaks" });
const otherCut = buildProduct({ _id: "p2", name: "Surmai Whole", productTag: product.productTag });

const reviews: ProductReviews = {
  reviews: {
    reviews: [
      {
        _id: "r1",
        username: "Meena",
        rating: 5,
        review: "Fresh and well cut",
        media: [],
        createdAt: "2026-11-20T06:00:00.000Z",
        verifiedPurchase: true,
      },
    ],
    productId: { _id: "p1", name: "Surmai Steaks" },
  },
  average: 5,
  count: 1,
};

/** The product page as a visitor opens it; the reviews answer as the test says. */
function openProductPage(reviewsAnswer: () => JsonBodyType) {
  let reviewReads = 0;
  let catalogReads = 0;
  const viewport = fakeViewport();
  server.use(
    http.get("/api/products/p1", () => HttpResponse.json(product)),
    http.get("/api/products", () => {
      catalogReads += 1;
      return HttpResponse.json([product, otherCut]);
    }),
    http.get("/api/reviews/getproductreview/p1", () => {
      reviewReads += 1;
      return HttpResponse.json(reviewsAnswer());
    }),
  );
  const { wrapper: Query } = queryWrapper();
  render(
    <Query>
      <AuthPanelContext value={{ isOpen: false, open: vi.fn(), close: vi.fn() }}>
        <LocationPopupContext value={{ open: vi.fn() }}>
          <MemoryRouter initialEntries={["/product/p1"]}>
            <Routes>
              <Route path="product/:id" element={<ProductPage />} />
            </Routes>
          </MemoryRouter>
        </LocationPopupContext>
      </AuthPanelContext>
    </Query>,
  );
  return { reviewReads: () => reviewReads, catalogReads: () => catalogReads, ...viewport };
}

const section = (name: string) => screen.findByRole("region", { name });

describe("the shelves below a product", () => {
  it("ask for the whole catalog only once the visitor scrolls near them", async () => {
    const page = openProductPage(() => reviews);
    expect(await screen.findByRole("heading", { level: 1, name: "Surmai Steaks" })).toBeTruthy();
    expect(await within(await section("Reviews")).findByText("Fresh and well cut")).toBeTruthy();
    const cuts = await section(`Other cuts of ${product.productTag}`);
    // Placeholders keep the shelves' places; no catalog was asked for.
    expect(within(cuts).getByRole("status")).toBeTruthy();
    expect(within(cuts).queryByText("Surmai Whole")).toBeNull();
    expect(page.catalogReads()).toBe(0);

    page.scrollToEverything();
    expect(await within(cuts).findByText("Surmai Whole")).toBeTruthy();
    // Both shelves are picked from one answer.
    expect(within(await section("You May Also Like")).getByText("Surmai Whole")).toBeTruthy();
    expect(page.catalogReads()).toBe(1);
  });
});

describe("a part of a page that fails", () => {
  it("shows its own error and Try again, while the rest of the product page stays", async () => {
    // An answer the reviews cannot be drawn from: the summary without the reviews themselves.
    const page = openProductPage(() => ({ average: 4.5, count: 2 }));

    const reviewsSection = await section("Reviews");
    expect(await within(reviewsSection).findByText("Could not load this part.")).toBeTruthy();
    expect(within(reviewsSection).getByRole("button", { name: "Try again" })).toBeTruthy();
    // The rest of the page is drawn: the buy box, the description, the shelf of other cuts.
    expect(screen.getByRole("heading", { level: 1, name: "Surmai Steaks" })).toBeTruthy();
    expect(within(await section("Description")).getByText("King fish, cut into steaks")).toBeTruthy();
    page.scrollToEverything();
    expect(await within(await section(`Other cuts of ${product.productTag}`)).findByText("Surmai Whole")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(page.reviewReads()).toBe(1);
  });

  it("asks the server again on Try again and draws the part once the answer is right", async () => {
    let answer: JsonBodyType = { average: 4.5, count: 2 };
    const page = openProductPage(() => answer);
    const reviewsSection = await section("Reviews");
    const tryAgain = await within(reviewsSection).findByRole("button", { name: "Try again" });

    answer = reviews;
    await userEvent.click(tryAgain);

    expect(await within(reviewsSection).findByText("Fresh and well cut")).toBeTruthy();
    expect(within(reviewsSection).queryByText("Could not load this part.")).toBeNull();
    await waitFor(() => expect(page.reviewReads()).toBe(2));
  });
});
