import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { AdminStats } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { reads } from "../../../../lib/server-data.ts";

const statsQueryKey = ["admin", "stats"] as const;

/** The dashboard's figures are read afresh. */
export function invalidateStats(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: statsQueryKey });
}

export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch<AdminStats>("/admin/stats", { signal });
}

export function useStats() {
  return useQuery({
    queryKey: statsQueryKey,
    queryFn: ({ signal }) => getStats(signal),
    // Revenue, orders, locations and products: a change to any of them counts here.
    meta: reads("orders", "refunds", "pincodes", "products"),
  });
}
