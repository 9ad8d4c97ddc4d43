import { MessageRefused, type TemplateChannel, type TemplateMessage } from "../../platform/ports/message-channel.ts";

export interface WhatsAppCredentials {
  /** The Graph API's base, e.g. https://graph.facebook.com/v21.0 (a local fake in tests). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

const TIMEOUT_MS = 10_000;

/** WhatsApp wants the number with its country code and no plus: 91 and the 10 digits. */
export const whatsappNumber = (phone: string) => (/^\d{10}$/.test(phone) ? `91${phone}` : phone.replace(/^\+/, ""));

/**
 * WhatsApp Business Cloud API: a template message (Utility category) to
 * `POST /{phone-number-id}/messages` with the Bearer token, its variables as the body's text
 * parameters in the template's order. A 4xx (a number not on WhatsApp, a template not approved)
 * is refused for good, except 429 (too many requests); 5xx and network failures are outages.
 */
export function whatsappChannel(credentials: WhatsAppCredentials, fetchImpl: typeof fetch = fetch): TemplateChannel {
  return {
    name: "whatsapp",
    async send(to: string, message: TemplateMessage) {
      const response = await fetchImpl(`${credentials.apiUrl}/${encodeURIComponent(credentials.phoneNumberId)}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${credentials.token}`, "content-type": "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: whatsappNumber(to),
          type: "template",
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              { type: "body", parameters: Object.values(message.variables).map((text) => ({ type: "text", text: text || "-" })) },
            ],
          },
        }),
      });
      const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string } } | null;
      if (!response.ok) {
        const reason = `WhatsApp answered ${response.status}: ${body?.error?.message ?? "no reason given"}`;
        if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new MessageRefused(reason);
        throw new Error(reason);
      }
      return { providerMessageId: body?.messages?.[0]?.id ?? null };
    },
    close() {},
  };
}
