import { createTransport } from "nodemailer";
import type { MessageChannel, RenderedMessage } from "../../platform/ports/message-channel.ts";

/**
 * Email over SMTP through nodemailer: one pooled connection per process, HTML with its plain
 * text alternative, and the attachments. Short timeouts, so an SMTP server that hangs delays the
 * dispatcher (never a request) by seconds, and the message is retried later.
 */
export function smtpEmailChannel(smtpUrl: string, from: string): MessageChannel {
  const transport = createTransport(smtpUrl, { from });
  transport.set("connectionTimeout", 10_000);
  return {
    name: "email",
    async deliver(to: string, message: RenderedMessage) {
      await transport.sendMail({
        to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
