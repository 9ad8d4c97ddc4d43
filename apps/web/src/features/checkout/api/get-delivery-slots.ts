import { useQuery } from "@tanstack/react-query";
import type { DeliverySlots } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { reads } from "../../../lib/server-data.ts";

export const deliverySlotsQueryKey = ["delivery-slots"] as const;

/** GET /api/delivery-slots: today's and tomorrow's open slots by the server's clock, in India time. */
export function getDeliverySlots(signal?: AbortSignal): Promise<DeliverySlots> {
  return apiFetch<DeliverySlots>("/delivery-slots", { signal });
}

/** Slots close as the day goes on, so they are asked for afresh whenever someone looks. */
export function useDeliverySlots() {
  return useQuery({
    queryKey: deliverySlotsQueryKey,
    queryFn: ({ signal }) => getDeliverySlots(signal),
    staleTime: 0,
    refetchOnMount: "always",
    meta: reads("delivery-slots"),
  });
}
