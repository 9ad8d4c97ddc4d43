import { useQuery } from "@tanstack/react-query";
import type { Pincode } from "@taaza/domain";
import { apiFetch } from "../lib/api-client.ts";
import { reads } from "../lib/server-data.ts";

/** One cache entry for the location popup, checkout and the admin's delivery pricing. */
const pincodesQueryKey = ["pincodes"] as const;

/** GET /api/pincodes: the delivery locations, their enabled flag and their charges. */
export function getPincodes(signal?: AbortSignal): Promise<Pincode[]> {
  return apiFetch<Pincode[]>("/pincodes", { signal });
}

/**
 * Every screen reads the list with the app's usual staleness: checkout shows delivery charges
 * that must match what the server will charge, so nobody keeps a copy for minutes.
 */
export function usePincodes(enabled = true) {
  return useQuery({ queryKey: pincodesQueryKey, queryFn: ({ signal }) => getPincodes(signal), enabled, meta: reads("pincodes") });
}
