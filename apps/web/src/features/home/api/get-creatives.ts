import { useQuery } from "@tanstack/react-query";
import type { Creative } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";
import { startEarly, takeEarly } from "../../../lib/early-requests.ts";

const creativesQueryKey = ["creatives"] as const;
const CREATIVES_EARLY_KEY = "creatives";

export async function getCreatives(signal?: AbortSignal): Promise<Creative[]> {
  return (await apiFetch<{ data: Creative[] }>("/creatives", { signal })).data;
}

/** The boot code's request for the banners of the home page a visitor landed on; the banners' query takes it. */
export function requestCreativesEarly(): Promise<Creative[]> {
  return startEarly(CREATIVES_EARLY_KEY, getCreatives());
}

/** The home page's banners (desktop and mobile groups); they change rarely. */
export function useCreatives() {
  return useQuery({
    queryKey: creativesQueryKey,
    queryFn: ({ signal }) => takeEarly<Creative[]>(CREATIVES_EARLY_KEY) ?? getCreatives(signal),
    staleTime: 5 * 60_000,
    meta: reads("banners"),
  });
}
