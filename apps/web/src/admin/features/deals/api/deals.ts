import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Deal } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { reads } from "../../../../lib/server-data.ts";

export const dealsKey = ["admin", "deals"] as const;

/** GET /api/ftds: the deals of the day (at most 4). */
export function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  return apiFetch<Deal[]>("/ftds", { signal });
}

export function useDeals() {
  // A deal embeds its product: a product change shows in it.
  return useQuery({ queryKey: dealsKey, queryFn: ({ signal }) => getDeals(signal), staleTime: 0, meta: reads("products") });
}

/** POST /api/ftds {product}: the server refuses a fifth deal atomically (409). */
export function addDeal(productId: string): Promise<Deal> {
  return apiFetch<Deal>("/ftds", { method: "POST", body: { product: productId } });
}

/** DELETE /api/ftds/:id, where id is the deal's own id. */
export function removeDeal(dealId: string): Promise<void> {
  return apiFetch<void>(`/ftds/${encodeURIComponent(dealId)}`, { method: "DELETE" });
}

/** Makes a product a deal of the day, or stops it being one. */
export function useToggleDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { productId: string; dealId: string | null }) => {
      if (change.dealId) await removeDeal(change.dealId);
      else await addDeal(change.productId);
    },
    // Refetch in both cases: after a refusal the list shows the four that really are deals.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealsKey }),
  });
}
