import { renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { invalidateCatalog } from "../src/admin/features/products/api/invalidate-catalog.ts";
import { useCustomers } from "../src/admin/features/customers/api/get-customers.ts";
import { useStats } from "../src/admin/features/stats/api/get-stats.ts";
import { useCategoryPage } from "../src/features/catalog/api/get-category-page.ts";
import { useCreatives } from "../src/features/home/api/get-creatives.ts";
import { useProductSearch } from "../src/features/search/api/search-products.ts";
import { useBestSellers } from "../src/hooks/use-best-sellers.ts";
import { refreshReaders } from "../src/lib/server-data.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

/** Counts the reads of each path the screens below make. */
function countReads() {
  const reads = new Map<string, number>();
  const count = (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const key = pathname + (pathname === "/api/products" ? search.replace(/&?limit=\d+|&?page=\d+/g, "") : "");
    reads.set(key, (reads.get(key) ?? 0) + 1);
  };
  const page = { data: [], page: 1, pageSize: 15, total: 0 };
  server.use(
    http.get("/api/products/best-sellers", ({ request }) => (count(request), HttpResponse.json([]))),
    http.get("/api/products", ({ request }) => (count(request), HttpResponse.json([], { headers: { "x-total-count": "0" } }))),
    http.get("/api/creatives", ({ request }) => (count(request), HttpResponse.json({ data: [] }))),
    http.get("/api/admin/stats", ({ request }) => (count(request), HttpResponse.json({}))),
    http.get("/api/admin/customers", ({ request }) => (count(request), HttpResponse.json(page))),
  );
  return reads;
}

/** The storefront's shelves, a search, the banners, and the staff's dashboard and customers, on one cache. */
function openScreens() {
  const { client, wrapper } = queryWrapper();
  const screens = renderHook(
    () => [
      useBestSellers(),
      useCategoryPage({ category: "SeaWater", page: 1, sort: "relevance", prep: null }),
      useProductSearch("pomfret"),
      useCreatives(),
      useStats(),
      useCustomers({ search: "", page: 1 }),
    ],
    { wrapper },
  );
  return { client, loaded: () => waitFor(() => expect(screens.result.current.every((query) => query.isSuccess)).toBe(true)) };
}

describe("a change refreshes whatever reads what it touched, in any feature", () => {
  it("staff saving a product refresh the storefront's products, search and the dashboard, not the banners", async () => {
    const reads = countReads();
    const { client, loaded } = openScreens();
    await loaded();
    const before = new Map(reads);

    await invalidateCatalog(client);

    const again = (path: string) => (reads.get(path) ?? 0) - (before.get(path) ?? 0);
    expect(again("/api/products/best-sellers")).toBe(1);
    expect(again("/api/products?category=SeaWater")).toBe(1);
    expect(again("/api/products?search=pomfret")).toBe(1);
    expect(again("/api/admin/stats")).toBe(1);
    expect(again("/api/creatives")).toBe(0);
    expect(again("/api/admin/customers")).toBe(0);
  });

  it("an order changed by staff refreshes the dashboard and the customers' order counts, not the shelves", async () => {
    const reads = countReads();
    const { client, loaded } = openScreens();
    await loaded();
    const before = new Map(reads);

    await refreshReaders(client, "orders");

    const again = (path: string) => (reads.get(path) ?? 0) - (before.get(path) ?? 0);
    expect(again("/api/admin/stats")).toBe(1);
    expect(again("/api/admin/customers")).toBe(1);
    expect(again("/api/products/best-sellers")).toBe(0);
    expect(again("/api/creatives")).toBe(0);
  });
});
