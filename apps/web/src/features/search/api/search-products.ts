import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Product } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { listedProducts } from "../../../lib/listed-products.ts";
import { reads } from "../../../lib/server-data.ts";

const searchQueryKey = (text: string) => ["products", "search", text] as const;

/** Server-side search (GET /products?search=): case-insensitive, by name, archived never included. */
export function searchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>(`/products?search=${encodeURIComponent(text)}`, { signal }).then(listedProducts);
}

export function useProductSearch(text: string) {
  return useQuery({
    queryKey: searchQueryKey(text),
    queryFn: ({ signal }) => searchProducts(text, signal),
    enabled: text !== "",
    staleTime: 60_000,
    // The previous matches stay while the next ones load, so the list does not flicker per key.
    placeholderData: keepPreviousData,
    meta: reads("products"),
  });
}
