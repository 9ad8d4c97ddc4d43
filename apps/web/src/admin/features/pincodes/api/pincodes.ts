import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Pincode } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export type PincodeInput = { pincode: string; name: string; deliveryCharges: number; status: boolean };

export const pincodesKey = ["admin", "pincodes"] as const;

/** GET /api/pincodes: every delivery location (a short list, searched on the page). */
export function getPincodes(signal?: AbortSignal): Promise<Pincode[]> {
  return apiFetch<Pincode[]>("/pincodes", { signal });
}

export function usePincodes() {
  return useQuery({ queryKey: pincodesKey, queryFn: ({ signal }) => getPincodes(signal) });
}

export function addPincode(input: PincodeInput): Promise<Pincode> {
  return apiFetch<Pincode>("/pincodes", { method: "POST", body: input });
}

export function updatePincode(id: string, input: PincodeInput): Promise<Pincode> {
  return apiFetch<Pincode>(`/pincodes/${encodeURIComponent(id)}`, { method: "PUT", body: input });
}

function useRefreshPincodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pincodesKey }),
      queryClient.invalidateQueries({ queryKey: ["admin", "stats"] }),
      // The storefront's location popup reads the same list.
      queryClient.invalidateQueries({ queryKey: ["pincodes"] }),
    ]);
}

export function useAddPincode() {
  const refresh = useRefreshPincodes();
  return useMutation({ mutationFn: addPincode, onSuccess: refresh });
}

export function useUpdatePincode() {
  const refresh = useRefreshPincodes();
  return useMutation({ mutationFn: ({ id, input }: { id: string; input: PincodeInput }) => updatePincode(id, input), onSuccess: refresh });
}
