import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SlotDelivery } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export type Rider = { _id: string; username: string };

export const deliveriesKey = (date: string, slot: string) => ["admin", "deliveries", date, slot] as const;

/** GET /api/admin/deliveries: a slot's orders with their step and rider, in the suggested stop order. */
export function useSlotDeliveries(date: string, slot: string) {
  return useQuery({
    queryKey: deliveriesKey(date, slot),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: SlotDelivery[] }>(`/admin/deliveries?${new URLSearchParams({ date, slot }).toString()}`, { signal })).data,
    enabled: date !== "",
  });
}

export function useRiders() {
  return useQuery({
    queryKey: ["admin", "riders"],
    queryFn: async ({ signal }) => (await apiFetch<{ data: Rider[] }>("/admin/riders", { signal })).data,
  });
}

export function giveToRider(orderId: string, riderId: string): Promise<unknown> {
  return apiFetch(`/admin/orders/${encodeURIComponent(orderId)}/rider`, { method: "PUT", body: { riderId } });
}

/** Gives one order, or several one after the other (each is its own change on the server), to a rider. */
export function useGiveToRider(date: string, slot: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderIds, riderId }: { orderIds: readonly string[]; riderId: string }) => {
      for (const orderId of orderIds) await giveToRider(orderId, riderId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(date, slot) }),
  });
}
