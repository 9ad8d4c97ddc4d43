import type { Order, PaymentFields } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/order/validate: the server checks the provider's signature and creates the order (once). */
export async function validatePayment(fields: PaymentFields): Promise<Order> {
  const { data } = await apiFetch<{ data: Order }>("/order/validate", { method: "POST", body: fields });
  return data;
}
