import type { CheckoutStart, DeliveryDay } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export type PaymentRequest = {
  addressId: string;
  day: DeliveryDay;
  /** The date the slot modal showed for `day`: the server books that date, or asks to choose again. */
  date: string;
  slot: string;
  /** The total shown, in paise: the server refuses (409) if its own total differs. */
  amount: number;
};

/** POST /api/order: the server prices the basket, keeps a pending checkout and opens a provider order. */
export function startPayment(request: PaymentRequest): Promise<CheckoutStart> {
  return apiFetch<CheckoutStart>("/order", { method: "POST", body: request });
}
