import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CATEGORY_PAGE_SIZE, type Product, type ProductSort } from "@taaza/domain";
import { apiFetchWithHeaders } from "../../../lib/api-client.ts";
import { listedProducts } from "../../../lib/listed-products.ts";
import { reads } from "../../../lib/server-data.ts";
import { startEarly, takeEarly } from "../../../lib/early-requests.ts";

export type ProductPage = { products: Product[]; total: number };

/** Which page of a category the reader asked for, in which order, of which preparation (null: all). */
export type CategoryListing = { category: string; page: number; sort: ProductSort; prep: string | null };

const categoryPageQueryKey = ({ category, page, sort, prep }: CategoryListing) =>
  ["products", "category", category, page, sort, prep] as const;
const categoryPageEarlyKey = ({ category, page, sort, prep }: CategoryListing) => `category:${category}:${page}:${sort}:${prep ?? ""}`;

/** One page of a category or price band (price1..price3), sorted and filtered by the server, which counts the total. */
export async function getCategoryPage(listing: CategoryListing, signal?: AbortSignal): Promise<ProductPage> {
  const query = new URLSearchParams({ category: listing.category, page: String(listing.page), limit: String(CATEGORY_PAGE_SIZE) });
  if (listing.sort !== "relevance") query.set("sort", listing.sort);
  if (listing.prep) query.set("prep", listing.prep);
  const { data, headers } = await apiFetchWithHeaders<Product[]>(`/products?${query.toString()}`, { signal });
  const total = Number(headers.get("x-total-count"));
  return { products: listedProducts(data), total: Number.isFinite(total) ? total : data.length };
}

/** The boot code's request for the category page a visitor landed on; the page's query takes it. */
export function requestCategoryPageEarly(listing: CategoryListing): Promise<ProductPage> {
  return startEarly(categoryPageEarlyKey(listing), getCategoryPage(listing));
}

export function useCategoryPage(listing: CategoryListing) {
  return useQuery({
    queryKey: categoryPageQueryKey(listing),
    queryFn: ({ signal }) => takeEarly<ProductPage>(categoryPageEarlyKey(listing)) ?? getCategoryPage(listing, signal),
    // While the next page loads, the current one stays on screen instead of a blank grid.
    placeholderData: keepPreviousData,
    meta: reads("products"),
  });
}
