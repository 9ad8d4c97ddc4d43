import { useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export const statsQueryKey = ["admin", "stats"] as const;

export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch<AdminStats>("/admin/stats", { signal });
}

export function useStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) });
}
