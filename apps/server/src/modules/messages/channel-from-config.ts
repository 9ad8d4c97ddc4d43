import type { Config } from "../../platform/config.ts";
import type { MessageChannels } from "../../platform/ports/message-channel.ts";
import { smtpEmailChannel } from "./email-channel.ts";
import { pushChannel } from "./push-channel.ts";
import type { PushSubscriptions } from "./push-subscriptions.ts";
import { smsChannel } from "./sms-channel.ts";
import { whatsappChannel } from "./whatsapp-channel.ts";

/**
 * The channels the configuration sets up: SMTP from `SMTP_URL`, WhatsApp from its token and
 * number id, SMS from the gateway's URL and key, web push from the VAPID keys. A channel not set up is left out, and its
 * messages are rendered and kept in the outbox unsent. `email: false`: the caller brings its own.
 */
export function channelsFromConfig(
  config: Config,
  { email = true, pushSubscriptions = null }: { email?: boolean; pushSubscriptions?: PushSubscriptions | null } = {},
): MessageChannels {
  const { whatsapp, sms, vapid } = config;
  return {
    email: email && config.mail.smtpUrl ? smtpEmailChannel(config.mail.smtpUrl, config.mail.from) : null,
    whatsapp:
      whatsapp.token && whatsapp.phoneNumberId
        ? whatsappChannel({ apiUrl: whatsapp.apiUrl, token: whatsapp.token, phoneNumberId: whatsapp.phoneNumberId })
        : null,
    sms: sms.url && sms.key ? smsChannel({ url: sms.url, key: sms.key, senderId: sms.senderId }) : null,
    push: vapid && pushSubscriptions ? pushChannel(vapid, pushSubscriptions) : null,
  };
}
