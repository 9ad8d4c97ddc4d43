import { useQuery } from "@tanstack/react-query";
import type { Product, StockLevels } from "@taaza/domain";
import { apiFetch } from "../lib/api-client.ts";
import { useHydrated } from "./use-hydrated.ts";

// The morning's stock as customers see it (issue 28): a level per stocked product for today and
// tomorrow, never a count. Asked once the page is hydrated, so the server-drawn HTML (and the
// cached catalog answers) never depend on it; one small answer shared by every card on the page.

const stockLevelsQueryKey = ["stock-levels"] as const;

export function useStockLevels() {
  return useQuery({
    queryKey: stockLevelsQueryKey,
    queryFn: ({ signal }) => apiFetch<StockLevels>("/stock-levels", { signal }),
    enabled: useHydrated(),
    staleTime: 30_000,
  });
}

/** One product's levels, or null while unknown or when it is not limited. */
export function useStockLevel(productId: string): StockLevels["products"][number] | null {
  const { data } = useStockLevels();
  return data?.products.find((p) => p.productId === productId) ?? null;
}

/** The home page's "Today's catch": what staff stocked for today. */
export function useTodaysCatch() {
  return useQuery({
    queryKey: ["products", "todays-catch"] as const,
    queryFn: ({ signal }) => apiFetch<Product[]>("/products/todays-catch", { signal }),
    enabled: useHydrated(),
  });
}
