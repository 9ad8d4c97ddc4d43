import { useQuery } from "@tanstack/react-query";
import type { Product } from "@taaza/domain";
import { apiFetch } from "../lib/api-client.ts";
import { listedProducts } from "../lib/listed-products.ts";
import { reads } from "../lib/server-data.ts";

// Under ["products"], so whatever refreshes the catalog's queries refreshes this one too. Shared: the
// home page's shelf and the search page's "popular" both show it.
const bestSellersQueryKey = ["products", "best-sellers"] as const;

/**
 * The home page's Best Sellers shelf (GET /products/best-sellers: in stock, staff's picks first, then
 * what sold most in the last 14 days, at most BEST_SELLERS_SHELF_SIZE). Its own small answer rather than the whole catalogue, so the home
 * page's server-drawn HTML carries ten products in its state, not all of them.
 */
export function getBestSellers(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>("/products/best-sellers", { signal }).then(listedProducts);
}

export function useBestSellers() {
  return useQuery({ queryKey: bestSellersQueryKey, queryFn: ({ signal }) => getBestSellers(signal), meta: reads("products") });
}
