import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductQuickEdit } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { invalidateCatalog } from "./invalidate-catalog.ts";

/** PUT /api/products/:id with JSON: flags (bestseller, isArchived, inStock) or the sale price. */
export function quickEditProduct(id: string, changes: ProductQuickEdit): Promise<Product> {
  return apiFetch<Product>(`/products/${encodeURIComponent(id)}`, { method: "PUT", body: changes });
}

export function useQuickEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProductQuickEdit }) => quickEditProduct(id, changes),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
