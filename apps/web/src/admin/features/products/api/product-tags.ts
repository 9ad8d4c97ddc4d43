import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProductTag } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export const productTagsKey = ["admin", "productTags"] as const;

export function getProductTags(signal?: AbortSignal): Promise<ProductTag[]> {
  return apiFetch<ProductTag[]>("/productTags", { signal });
}

export function useProductTags() {
  return useQuery({ queryKey: productTagsKey, queryFn: ({ signal }) => getProductTags(signal) });
}

/** POST /api/productTags {name}; a duplicate (any letter case) is a 409. */
export function addProductTag(name: string): Promise<ProductTag> {
  return apiFetch<ProductTag>("/productTags", { method: "POST", body: { name } });
}

export function useAddProductTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductTag,
    onSuccess: (tag) => {
      queryClient.setQueryData<ProductTag[]>(productTagsKey, (list) => (list ? [...list, tag] : [tag]));
      return queryClient.invalidateQueries({ queryKey: productTagsKey });
    },
  });
}
