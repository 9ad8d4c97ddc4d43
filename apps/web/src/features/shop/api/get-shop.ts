import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** The shop's public contact details and sign-in configuration (GET /api/shop). */
export type ShopInfo = {
  name: string;
  phone: string;
  email: string;
  address: string;
  whatsapp: string;
  googleClientId: string | null;
  /** "07:00-21:00", India time. */
  deliveryHours: string;
  /** Whom customers complain to, with the ticket limits (Consumer Protection (E-Commerce) Rules 2020). */
  grievanceOfficer: { name: string; phone: string; email: string; acknowledgeWithinHours: number; resolveWithinDays: number };
};

export const shopQueryKey = ["shop"] as const;

export function getShop(signal?: AbortSignal): Promise<ShopInfo> {
  return apiFetch<ShopInfo>("/shop", { signal });
}

/** Contact details change about never, so one fetch serves the whole visit. */
export function useShop() {
  return useQuery({ queryKey: shopQueryKey, queryFn: ({ signal }) => getShop(signal), staleTime: Infinity });
}
