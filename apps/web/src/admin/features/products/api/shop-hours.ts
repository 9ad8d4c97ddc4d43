import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_DELIVERY_HOURS, parseDeliveryHours, type DeliveryHours } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

/** GET /api/shop, the same answer (and cache entry) the shop's contact details come from. */
const shopKey = ["shop"] as const;

function getShop(signal?: AbortSignal): Promise<{ deliveryHours: string }> {
  return apiFetch<{ deliveryHours: string }>("/shop", { signal });
}

/** The shop's configured delivery hours (DELIVERY_HOURS), or the default until they are known. */
export function useShopHours(): { hours: DeliveryHours; known: boolean } {
  const shop = useQuery({ queryKey: shopKey, queryFn: ({ signal }) => getShop(signal), staleTime: Infinity });
  const text = shop.data?.deliveryHours;
  return useMemo(() => {
    const parsed = text === undefined ? null : parseDeliveryHours(text);
    return { hours: parsed ?? DEFAULT_DELIVERY_HOURS, known: parsed !== null };
  }, [text]);
}
