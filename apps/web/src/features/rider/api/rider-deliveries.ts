import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FailedDeliveryReason, Fulfilment, RiderDelivery } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const riderDeliveriesKey = ["rider", "deliveries"] as const;

/** GET /api/rider/deliveries: the signed-in rider's own, in stop order. */
export function useRiderDeliveries(enabled: boolean) {
  return useQuery({
    queryKey: riderDeliveriesKey,
    queryFn: async ({ signal }) => (await apiFetch<{ data: RiderDelivery[] }>("/rider/deliveries", { signal })).data,
    enabled,
    refetchInterval: 30_000,
  });
}

export type RiderAction =
  | { kind: "picked-up"; orderId: string }
  | { kind: "code"; orderId: string; code: string }
  | { kind: "photo"; orderId: string; photo: File; reason: string }
  | { kind: "failed"; orderId: string; reason: FailedDeliveryReason };

function send(action: RiderAction): Promise<{ data: Fulfilment }> {
  const base = `/rider/deliveries/${encodeURIComponent(action.orderId)}`;
  switch (action.kind) {
    case "picked-up":
      return apiFetch(`${base}/picked-up`, { method: "POST" });
    case "code":
      return apiFetch(`${base}/delivered`, { method: "POST", body: { code: action.code } });
    case "photo": {
      const form = new FormData();
      form.append("reason", action.reason);
      form.append("photo", action.photo);
      return apiFetch(`${base}/delivered`, { method: "POST", body: form });
    }
    case "failed":
      return apiFetch(`${base}/failed`, { method: "POST", body: { reason: action.reason } });
  }
}

/** One rider action (picked up, delivered with the code or a photo, could not deliver); the run sheet reads again after. */
export function useRiderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: riderDeliveriesKey }),
  });
}
