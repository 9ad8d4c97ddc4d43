import type { Config } from "../../platform/config.ts";
import { smtpEmailChannel } from "./email-channel.ts";
import type { MessageChannel } from "../../platform/ports/message-channel.ts";

/** SMTP when `SMTP_URL` is set; otherwise none, and messages are kept in the outbox unsent. */
export function channelFromConfig(config: Config): MessageChannel | null {
  return config.mail.smtpUrl ? smtpEmailChannel(config.mail.smtpUrl, config.mail.from) : null;
}
