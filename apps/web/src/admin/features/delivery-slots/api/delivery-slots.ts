import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClosedDateBody, OrdersOnDate, SlotCapacity, SlotCapacitySettingsBody, SlotOverrideBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";

export const slotCapacityQueryKey = ["admin", "delivery-slots"] as const;

export function getSlotCapacity(signal?: AbortSignal): Promise<SlotCapacity> {
  return apiFetch<SlotCapacity>("/admin/delivery-slots", { signal });
}

/** Staff's capacity settings with today's and tomorrow's places taken. */
export function useSlotCapacity() {
  return useQuery({ queryKey: slotCapacityQueryKey, queryFn: ({ signal }) => getSlotCapacity(signal) });
}

/** Every change answers the whole settings, which replace the cached ones. */
function useSlotCapacityChange<T>(send: (input: T) => Promise<SlotCapacity>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      client.setQueryData(slotCapacityQueryKey, settings);
      // The checkout's slot modal reads availability that these settings change.
      void refreshReaders(client, "delivery-slots");
    },
  });
}

export const useSaveSlotSettings = () =>
  useSlotCapacityChange((body: SlotCapacitySettingsBody) =>
    apiFetch<SlotCapacity>("/admin/delivery-slots/settings", { method: "PUT", body }),
  );

export const useSetSlotOverride = () =>
  useSlotCapacityChange((body: SlotOverrideBody) => apiFetch<SlotCapacity>("/admin/delivery-slots/overrides", { method: "PUT", body }));

export const useRemoveSlotOverride = () =>
  useSlotCapacityChange(({ date, slot }: { date: string; slot: string }) =>
    apiFetch<SlotCapacity>(`/admin/delivery-slots/overrides/${encodeURIComponent(date)}/${encodeURIComponent(slot)}`, { method: "DELETE" }),
  );

export const useCloseDate = () =>
  useSlotCapacityChange((body: ClosedDateBody) => apiFetch<SlotCapacity>("/admin/delivery-slots/closed-dates", { method: "PUT", body }));

export const useReopenDate = () =>
  useSlotCapacityChange((date: string) =>
    apiFetch<SlotCapacity>(`/admin/delivery-slots/closed-dates/${encodeURIComponent(date)}`, { method: "DELETE" }),
  );

/** The paid orders that deliver on a date: what staff look at before closing it. */
export function getOrdersOnDate(date: string, slot?: string): Promise<OrdersOnDate> {
  const inSlot = slot ? `?slot=${encodeURIComponent(slot)}` : "";
  return apiFetch<OrdersOnDate>(`/admin/delivery-slots/closed-dates/${encodeURIComponent(date)}/orders${inSlot}`);
}
