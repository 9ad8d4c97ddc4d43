import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import CategoryPage from "../src/pages/category-page.tsx";
import { AuthPanelProvider } from "../src/features/auth/index.ts";
import { LocationPopupProvider } from "../src/features/location/index.ts";
import { activateLocale, loadNamespaces } from "../src/lib/i18n/i18n.ts";
import { buildProduct } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

/** Every list request the page made, as the query string the server got. */
function serveCategory() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get("/api/products", ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const name = `${query.get("sort") ?? "relevance"} ${query.get("prep") ?? "all"} p${query.get("page")}`;
      return HttpResponse.json([buildProduct({ _id: name, name })], { headers: { "x-total-count": "45" } });
    }),
    http.get("/api/products/preparations", () => HttpResponse.json(["Boneless", "Curry cut"])),
  );
  return asked;
}

function openCategory(url: string) {
  const { wrapper: Query } = queryWrapper();
  const router = createMemoryRouter(
    [
      {
        path: "/category/:cat",
        element: (
          <AuthPanelProvider googleClientId={null}>
            <LocationPopupProvider>
              <CategoryPage />
            </LocationPopupProvider>
          </AuthPanelProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Query>
      <RouterProvider router={router} />
    </Query>,
  );
  return router;
}

describe("the category page's sort and preparation filter", () => {
  afterEach(() => activateLocale("en"));

  it("asks the server for the order and preparation in the address, and its links keep them", async () => {
    const asked = serveCategory();
    openCategory("/category/Chicken?sort=price_asc&prep=boneless&page=2");
    expect(await screen.findByRole("heading", { name: "price_asc boneless p2" })).toBeTruthy();
    expect(asked.at(-1)?.get("category")).toBe("Chicken");

    const sorts = screen.getByRole("navigation", { name: "Sort by" });
    expect(within(sorts).getByRole("link", { name: "Price: low to high" }).getAttribute("aria-current")).toBe("true");
    // Another order keeps the preparation and starts again at page 1.
    expect(within(sorts).getByRole("link", { name: "Popular" }).getAttribute("href")).toBe(
      "/category/Chicken?sort=popularity&prep=boneless",
    );
    expect(within(sorts).getByRole("link", { name: "Relevance" }).getAttribute("href")).toBe("/category/Chicken?prep=boneless");

    const preparations = await screen.findByRole("navigation", { name: "Preparation" });
    expect(within(preparations).getByRole("link", { name: "Boneless" }).getAttribute("aria-current")).toBe("true");
    expect(within(preparations).getByRole("link", { name: "Curry cut" }).getAttribute("href")).toBe(
      "/category/Chicken?sort=price_asc&prep=curry+cut",
    );
    expect(within(preparations).getByRole("link", { name: "All" }).getAttribute("href")).toBe("/category/Chicken?sort=price_asc");

    // Paging keeps both.
    const pages = screen.getByRole("navigation", { name: /pages/i });
    expect(within(pages).getByRole("link", { name: /next/i }).getAttribute("href")).toBe(
      "/category/Chicken?page=3&sort=price_asc&prep=boneless",
    );
  });

  it("choosing an order loads that list from the server", async () => {
    const asked = serveCategory();
    const router = openCategory("/category/Chicken");
    await screen.findByRole("heading", { name: "relevance all p1" });
    await userEvent.click(screen.getByRole("link", { name: "Price: high to low" }));
    expect(await screen.findByRole("heading", { name: "price_desc all p1" })).toBeTruthy();
    expect(router.state.location.search).toBe("?sort=price_desc");
    expect(asked.at(-1)?.get("sort")).toBe("price_desc");
  });

  it.each([
    ["mr", "किंमत: कमी ते जास्त", "सर्व"],
    ["hi", "कीमत: कम से ज़्यादा", "सभी"],
  ] as const)("speaks %s", async (locale, lowToHigh, all) => {
    serveCategory();
    await activateLocale(locale);
    // The category page's namespace, which its route loads beside it.
    await loadNamespaces(["browse"], locale);
    openCategory("/category/Chicken");
    expect(await screen.findByRole("link", { name: lowToHigh })).toBeTruthy();
    expect(await screen.findByRole("link", { name: all })).toBeTruthy();
  });
});
