import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminFlashDeal, Product } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";

export const flashDealsKey = ["admin", "flash-deals"] as const;

/** GET /api/admin/flash-deals: every product on a running deal, with its end. */
export function useAdminFlashDeals() {
  return useQuery({
    queryKey: flashDealsKey,
    queryFn: ({ signal }) => apiFetch<AdminFlashDeal[]>("/admin/flash-deals", { signal }),
    staleTime: 0,
  });
}

/** The products staff may put on a deal: the public catalog, discounted and in stock. */
export function useDealCandidates() {
  return useQuery({
    queryKey: ["admin", "flash-deal-candidates"],
    queryFn: ({ signal }) => apiFetch<Product[]>("/products", { signal }),
    select: (products) => products.filter((p) => p.inStock && !p.isArchived && p.price.sale !== null),
  });
}

/** PUT /api/products/{id}/flash-deal: on a deal until `endsAt`, or off it (null). */
export function useSetFlashDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, endsAt }: { productId: string; endsAt: string | null }) =>
      apiFetch<AdminFlashDeal[]>(`/products/${encodeURIComponent(productId)}/flash-deal`, { method: "PUT", body: { endsAt } }),
    onSuccess: (deals) => queryClient.setQueryData(flashDealsKey, deals),
    // The storefront's flash-deal shelf (in this tab's cache too) reads the same deals.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: flashDealsKey }), refreshReaders(queryClient, "flash-deals")]),
  });
}
