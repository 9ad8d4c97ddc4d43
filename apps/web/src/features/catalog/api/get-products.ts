import { useQuery } from "@tanstack/react-query";
import type { Product } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";

const productsQueryKey = ["products"] as const;

/**
 * The whole public catalogue. The response is trusted to match the domain's Product type rather
 * than parsed with zod, so the home page does not carry the zod runtime.
 */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>("/products", { signal });
}

/** `enabled: false` holds the request back (the product page: until hydrated, see product-page.tsx). */
export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: productsQueryKey, queryFn: ({ signal }) => getProducts(signal), enabled, meta: reads("products") });
}
