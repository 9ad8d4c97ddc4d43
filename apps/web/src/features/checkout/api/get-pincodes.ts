import { useQuery } from "@tanstack/react-query";
import type { Pincode } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const pincodesQueryKey = ["pincodes"] as const;

/** GET /api/pincodes: the delivery locations and their charges. */
export function getPincodes(signal?: AbortSignal): Promise<Pincode[]> {
  return apiFetch<Pincode[]>("/pincodes", { signal });
}

export function usePincodes() {
  return useQuery({ queryKey: pincodesQueryKey, queryFn: ({ signal }) => getPincodes(signal) });
}
