import { useQuery } from "@tanstack/react-query";
import type { Pincode } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const pincodesQueryKey = ["pincodes"] as const;

export function getPincodes(signal?: AbortSignal): Promise<Pincode[]> {
  return apiFetch<Pincode[]>("/pincodes", { signal });
}

/** The delivery locations with their enabled flag; fetched when the location popup opens. */
export function usePincodes() {
  return useQuery({ queryKey: pincodesQueryKey, queryFn: ({ signal }) => getPincodes(signal), staleTime: 5 * 60_000 });
}
