import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PriceSheetBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { invalidateCatalog } from "./invalidate-catalog.ts";

/** PUT /api/admin/price-sheet: many variants' sale prices and stock, all saved or none. */
export function savePriceSheet(body: PriceSheetBody): Promise<{ saved: number }> {
  return apiFetch<{ saved: number }>("/admin/price-sheet", { method: "PUT", body });
}

export function useSavePriceSheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePriceSheet, onSuccess: () => invalidateCatalog(queryClient) });
}
