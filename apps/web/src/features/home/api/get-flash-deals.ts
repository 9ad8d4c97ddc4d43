import { useQuery } from "@tanstack/react-query";
import type { FlashDeals } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";

const flashDealsQueryKey = ["flash-deals"] as const;

/** GET /flash-deals: the running deal's discounted products and its real end (null: none running). */
export function getFlashDeals(signal?: AbortSignal): Promise<FlashDeals> {
  return apiFetch<FlashDeals>("/flash-deals", { signal });
}

/** `enabled: false` holds the request back (the home page: until hydrated, see home-page.tsx). */
export function useFlashDeals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: flashDealsQueryKey, queryFn: ({ signal }) => getFlashDeals(signal), enabled, meta: reads("flash-deals") });
}
