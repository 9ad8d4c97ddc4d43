import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client.ts";

export type DispatchSheet = {
  date: string;
  slot: string;
  orders: {
    orderId: string;
    billNumber: string;
    status: string;
    customer: string;
    phone: string;
    address: string;
    items: { name: string; weightGrams: number; quantity: number }[];
    totalPaise: number;
  }[];
  packing: { name: string; weightGrams: number; quantity: number; label: string }[];
  totals: { orders: number; packs: number; totalPaise: number };
};

export const dispatchQueryKey = (date: string, slot: string) => ["admin", "dispatch", date, slot] as const;

/** The API path of a slot's sheet; `.csv` and `.pdf` serve the same sheet as files. */
export function dispatchPath(date: string, slot: string, format: "" | ".csv" | ".pdf" = ""): string {
  return `/admin/dispatch${format}?${new URLSearchParams({ date, slot }).toString()}`;
}

/** GET /api/admin/dispatch: every order to pack for one slot of one day. */
export function useDispatchSheet(date: string, slot: string) {
  return useQuery({
    queryKey: dispatchQueryKey(date, slot),
    queryFn: async ({ signal }) => (await apiFetch<{ data: DispatchSheet }>(dispatchPath(date, slot), { signal })).data,
    enabled: date !== "",
  });
}
