import { useQuery } from "@tanstack/react-query";
import type { Product } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { adminProductsKey } from "./get-admin-products.ts";

export const adminProductKey = (id: string) => [...adminProductsKey, "one", id] as const;

/** A product for editing; the server shows archived products to admins. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function useAdminProduct(id: string) {
  return useQuery({ queryKey: adminProductKey(id), queryFn: ({ signal }) => getProduct(id, signal), staleTime: 0 });
}
