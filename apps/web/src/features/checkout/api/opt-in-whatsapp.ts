import type { NotificationSettings } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

/**
 * "Send order updates on WhatsApp" ticked at checkout: PUT /api/users/:id/notifications with
 * WhatsApp on for the delivery address's number, the other channels as they were, recorded as
 * given at checkout.
 */
export async function optInWhatsappAtCheckout(userId: string, phone: string): Promise<NotificationSettings> {
  const path = `/users/${encodeURIComponent(userId)}/notifications`;
  const current = await apiFetch<NotificationSettings>(path);
  return apiFetch<NotificationSettings>(path, {
    method: "PUT",
    body: { whatsapp: true, sms: current.sms, push: current.push, phone, source: "checkout" },
  });
}
