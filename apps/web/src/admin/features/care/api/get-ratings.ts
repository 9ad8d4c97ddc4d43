import { useQuery } from "@tanstack/react-query";
import type { RatingSummary } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { queryString } from "../../../lib/list-params.ts";

/** GET /api/admin/ratings: ratings per delivery day and slot, and per rider, between two India dates. */
export function getRatings(range: { from: string; to: string }, signal?: AbortSignal): Promise<RatingSummary> {
  return apiFetch<RatingSummary>(`/admin/ratings${queryString(range)}`, { signal });
}

export function useRatings(range: { from: string; to: string }) {
  return useQuery({ queryKey: ["admin", "ratings", range.from, range.to], queryFn: ({ signal }) => getRatings(range, signal) });
}
