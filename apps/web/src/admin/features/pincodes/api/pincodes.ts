import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pincode, PincodeImportProblem, PincodeImportResult } from "@taaza/domain";
import { ApiError, apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";

export type PincodeInput = { pincode: string; name: string; deliveryCharges: number; status: boolean };

export function addPincode(input: PincodeInput): Promise<Pincode> {
  return apiFetch<Pincode>("/pincodes", { method: "POST", body: input });
}

export function updatePincode(id: string, input: PincodeInput): Promise<Pincode> {
  return apiFetch<Pincode>(`/pincodes/${encodeURIComponent(id)}`, { method: "PUT", body: input });
}

/** Only a pincode no saved address uses: the server answers 409 otherwise. */
export function deletePincode(id: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/pincodes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

function useRefreshPincodes() {
  const queryClient = useQueryClient();
  // The storefront's location popup and checkout read the same list; the dashboard counts it.
  return () => refreshReaders(queryClient, "pincodes");
}

export function useAddPincode() {
  const refresh = useRefreshPincodes();
  return useMutation({ mutationFn: addPincode, onSuccess: refresh });
}

export function useDeletePincode() {
  const refresh = useRefreshPincodes();
  return useMutation({ mutationFn: deletePincode, onSuccess: refresh });
}

export function useUpdatePincode() {
  const refresh = useRefreshPincodes();
  return useMutation({ mutationFn: ({ id, input }: { id: string; input: PincodeInput }) => updatePincode(id, input), onSuccess: refresh });
}

/** POST /pincodes/import: a CSV's text, added all or nothing (a 400 names every bad row). */
export function importPincodes(csv: string): Promise<PincodeImportResult> {
  return apiFetch<PincodeImportResult>("/pincodes/import", { method: "POST", body: { csv } });
}

export function useImportPincodes() {
  const refresh = useRefreshPincodes();
  return useMutation({ mutationFn: importPincodes, onSuccess: refresh });
}

/** The bad rows of a refused import, as the server listed them. */
export function refusedRows(error: unknown): PincodeImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  const rows = (error.body as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as PincodeImportProblem[]) : [];
}
