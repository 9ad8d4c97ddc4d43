import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Product } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { queryString } from "../../../lib/list-params.ts";
import type { Page } from "../../../lib/page.ts";

export type AdminProductsFilter = { search: string; archived: boolean; tag: string; page: number };

/** Every admin product list starts with this key, so one invalidation refreshes them all. */
export const adminProductsKey = ["admin", "products"] as const;

export function getAdminProducts(filter: AdminProductsFilter, signal?: AbortSignal): Promise<Page<Product>> {
  const query = queryString({ search: filter.search.trim(), archived: String(filter.archived), tag: filter.tag, page: filter.page });
  return apiFetch<Page<Product>>(`/admin/products${query}`, { signal });
}

/** One page (50) of products, searched, filtered and paged by the server. */
export function useAdminProducts(filter: AdminProductsFilter) {
  return useQuery({
    queryKey: [...adminProductsKey, "list", filter],
    queryFn: ({ signal }) => getAdminProducts(filter, signal),
    // Keep the current page on screen while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}
