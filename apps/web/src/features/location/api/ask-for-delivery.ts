import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export type DeliveryAsk = { pincode: string; contact: string };

/** POST /pincode-demand: "tell me when you deliver here"; the same person and pincode count once. */
export function askForDelivery(ask: DeliveryAsk): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/pincode-demand", { method: "POST", body: ask });
}

export function useAskForDelivery() {
  return useMutation({ mutationFn: askForDelivery });
}
