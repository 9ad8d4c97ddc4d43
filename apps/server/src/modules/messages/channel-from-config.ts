import type { Config } from "../../config.ts";
import { smtpEmailChannel } from "./email-channel.ts";
import type { Channel } from "./notifier.ts";

/** SMTP when `SMTP_URL` is set; otherwise none, and messages are kept in the outbox unsent. */
export function channelFromConfig(config: Config): Channel | null {
  return config.mail.smtpUrl ? smtpEmailChannel(config.mail.smtpUrl, config.mail.from) : null;
}
