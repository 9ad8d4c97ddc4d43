import type { QueryClient } from "@tanstack/react-query";

/**
 * What the server holds that more than one feature shows, named once for the whole app. A query
 * says what it reads (`meta: reads("products")`); a change says what it touched
 * (`refreshReaders(queryClient, "products")`), and every query that reads it is asked for again.
 * So staff saving a product refresh the storefront's shelves and the dashboard without either
 * feature knowing the other's query keys. A feature's own queries it refreshes itself, by key.
 */
export type ServerData = "products" | "orders" | "refunds" | "pincodes" | "banners" | "flash-deals" | "delivery-slots";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { reads?: readonly ServerData[] };
  }
}

/** A query's `meta`: what it reads, for `refreshReaders`. */
export function reads(...data: ServerData[]): { reads: readonly ServerData[] } {
  return { reads: data };
}

/** Asks again, in every feature, for whatever reads `data` (settles once the shown ones are in). */
export function refreshReaders(queryClient: QueryClient, ...data: ServerData[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.reads?.some((read) => data.includes(read)) ?? false });
}
