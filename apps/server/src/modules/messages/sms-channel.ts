import { MessageRefused, type TemplateChannel, type TemplateMessage } from "../../platform/ports/message-channel.ts";

export interface SmsGateway {
  /** The gateway's send address. */
  url: string;
  key: string;
  /** The DLT-registered sender header (six letters). */
  senderId: string;
}

const TIMEOUT_MS = 10_000;

/**
 * An Indian SMS gateway's HTTP API, in the shape most of them share: the key as a Bearer token,
 * the DLT sender header and template id, the number with its country code, the registered text
 * with its variables filled in (and the variables, for gateways that fill them themselves). A 4xx
 * (a template the operator does not hold, a number on the do-not-disturb list) is refused for
 * good, except 429; 5xx and network failures are outages.
 */
export function smsChannel(gateway: SmsGateway, fetchImpl: typeof fetch = fetch): TemplateChannel {
  return {
    name: "sms",
    async send(to: string, message: TemplateMessage) {
      const response = await fetchImpl(gateway.url, {
        method: "POST",
        headers: { authorization: `Bearer ${gateway.key}`, "content-type": "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        body: JSON.stringify({
          sender: gateway.senderId,
          to: /^\d{10}$/.test(to) ? `91${to}` : to,
          dltTemplateId: message.dltTemplateId,
          message: message.text,
          variables: Object.values(message.variables),
          unicode: /[^ -~]/.test(message.text),
        }),
      });
      const body = (await response.json().catch(() => null)) as { id?: string; error?: string } | null;
      if (!response.ok) {
        const reason = `SMS gateway answered ${response.status}: ${body?.error ?? "no reason given"}`;
        if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new MessageRefused(reason);
        throw new Error(reason);
      }
      return { providerMessageId: body?.id ?? null };
    },
    close() {},
  };
}
