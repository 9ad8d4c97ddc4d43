import { useQuery } from "@tanstack/react-query";
import type { Deal } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const dealsQueryKey = ["ftds"] as const;

/** Deal of the Day (GET /ftds): deals whose product is archived are already left out by the server. */
export function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  return apiFetch<Deal[]>("/ftds", { signal });
}

/** `enabled: false` holds the request back (the home page: until hydrated, see home-page.tsx). */
export function useDeals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: dealsQueryKey, queryFn: ({ signal }) => getDeals(signal), enabled });
}
