import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CATEGORY_PAGE_SIZE, type Product } from "@taaza/domain";
import { apiFetchWithHeaders } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";
import { startEarly, takeEarly } from "../../../lib/early-requests.ts";

export type ProductPage = { products: Product[]; total: number };

const categoryPageQueryKey = (category: string, page: number) => ["products", "category", category, page] as const;
const categoryPageEarlyKey = (category: string, page: number) => `category:${category}:${page}`;

/** One page of a category or price band (price1..price3); the server counts the total. */
export async function getCategoryPage(category: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const query = new URLSearchParams({ category, page: String(page), limit: String(CATEGORY_PAGE_SIZE) });
  const { data, headers } = await apiFetchWithHeaders<Product[]>(`/products?${query.toString()}`, { signal });
  const total = Number(headers.get("x-total-count"));
  return { products: data, total: Number.isFinite(total) ? total : data.length };
}

/** The boot code's request for the category page a visitor landed on; the page's query takes it. */
export function requestCategoryPageEarly(category: string, page: number): Promise<ProductPage> {
  return startEarly(categoryPageEarlyKey(category, page), getCategoryPage(category, page));
}

export function useCategoryPage(category: string, page: number) {
  return useQuery({
    queryKey: categoryPageQueryKey(category, page),
    queryFn: ({ signal }) => takeEarly<ProductPage>(categoryPageEarlyKey(category, page)) ?? getCategoryPage(category, page, signal),
    // While the next page loads, the current one stays on screen instead of a blank grid.
    placeholderData: keepPreviousData,
    meta: reads("products"),
  });
}
