import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";

/** The preparations (Boneless, Curry cut...) a category's products come in, for its filter. */
export function getPreparations(category: string, signal?: AbortSignal): Promise<string[]> {
  return apiFetch<string[]>(`/products/preparations?${new URLSearchParams({ category }).toString()}`, { signal });
}

export function usePreparations(category: string) {
  return useQuery({
    queryKey: ["products", "preparations", category] as const,
    queryFn: ({ signal }) => getPreparations(category, signal),
    meta: reads("products"),
  });
}
