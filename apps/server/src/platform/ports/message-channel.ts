/** A message rendered for one channel: what the dispatcher hands a `MessageChannel` and what staff see. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  attachments: readonly MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A way to reach a person by email. */
export interface MessageChannel {
  readonly name: "email";
  /** Resolves once the provider accepted the message; rejects on any refusal or outage. */
  deliver(to: string, message: RenderedMessage): Promise<void>;
  close(): void;
}

/**
 * A registered template filled in for one reader. India's SMS and WhatsApp send no free text:
 * an SMS is a DLT-registered text (its template id, the shop's sender header, variables only where
 * the registration has them), a WhatsApp message an approved template by name and language.
 */
export interface TemplateMessage {
  /** The WhatsApp template's name. */
  template: string;
  /** The SMS's DLT template id. */
  dltTemplateId: string;
  /** en, mr or hi. */
  language: string;
  /** The variables by name, in the order the template numbers them. */
  variables: Record<string, string>;
  /** The whole text as the reader sees it (what an SMS carries, a push shows). */
  text: string;
}

/** WhatsApp, SMS or web push: a template message to a phone number (push: to an account's browsers). */
export interface TemplateChannel {
  readonly name: "whatsapp" | "sms" | "push";
  /**
   * Resolves with the provider's id for the message once it accepted it. Rejects with
   * `MessageRefused` when retrying cannot help (a bad number, a template not approved), with
   * anything else on an outage (retried with backoff).
   */
  send(to: string, message: TemplateMessage): Promise<{ providerMessageId: string | null }>;
  close(): void;
}

/** The provider refused the message for a reason a retry will not change. */
export class MessageRefused extends Error {
  override name = "MessageRefused";
}

/** Every channel the dispatcher can send through; a channel left out keeps its messages unsent. */
export interface MessageChannels {
  email?: MessageChannel | null;
  whatsapp?: TemplateChannel | null;
  sms?: TemplateChannel | null;
  push?: TemplateChannel | null;
}
