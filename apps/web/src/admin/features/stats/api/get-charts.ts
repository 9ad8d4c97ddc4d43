import { useQuery } from "@tanstack/react-query";
import type { AdminCharts } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export const chartsQueryKey = ["admin", "charts"] as const;

/** GET /api/admin/charts: revenue per day, orders per slot, top products. */
export function useCharts() {
  return useQuery({ queryKey: chartsQueryKey, queryFn: ({ signal }) => apiFetch<AdminCharts>("/admin/charts", { signal }) });
}
