import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Category } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export const categoriesKey = ["admin", "categories"] as const;

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>("/categories", { signal });
}

export function useCategories() {
  return useQuery({ queryKey: categoriesKey, queryFn: ({ signal }) => getCategories(signal) });
}

/** POST /api/categories {name}; a duplicate (any letter case) is a 409. */
export function addCategory(name: string): Promise<Category> {
  return apiFetch<Category>("/categories", { method: "POST", body: { name } });
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: (category) => {
      queryClient.setQueryData<Category[]>(categoriesKey, (list) => (list ? [...list, category] : [category]));
      return queryClient.invalidateQueries({ queryKey: categoriesKey });
    },
  });
}
