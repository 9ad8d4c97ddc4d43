import { useQuery } from "@tanstack/react-query";
import type { PincodeDemand } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

/** GET /admin/pincode-demand: where people asked for delivery, the most asked-for pincode first. */
export function getPincodeDemand(signal?: AbortSignal): Promise<PincodeDemand[]> {
  return apiFetch<PincodeDemand[]>("/admin/pincode-demand", { signal });
}

export function usePincodeDemand() {
  return useQuery({ queryKey: ["admin", "pincode-demand"], queryFn: ({ signal }) => getPincodeDemand(signal) });
}
