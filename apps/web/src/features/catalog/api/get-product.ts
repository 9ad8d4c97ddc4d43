import { useQuery } from "@tanstack/react-query";
import type { Product } from "@taaza/domain";
import { apiFetch, ApiError } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";
import { startEarly, takeEarly } from "../../../lib/early-requests.ts";

const productQueryKey = (id: string) => ["products", "one", id] as const;
const productEarlyKey = (id: string) => `product:${id}`;

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

/** The boot code's request for the product a visitor landed on; the page's query takes it. */
export function requestProductEarly(id: string): Promise<Product> {
  return startEarly(productEarlyKey(id), getProduct(id));
}

/** One product; a 404 (unknown or archived) or 400 (not an id at all) is final, not retried. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => takeEarly<Product>(productEarlyKey(id)) ?? getProduct(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 1,
    meta: reads("products"),
  });
}

/** True when the product does not exist for this shopper: show the not-found page, not an error. */
export function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
