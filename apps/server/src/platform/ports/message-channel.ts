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

/**
 * A way to reach a person. Email is the only channel now. An SMS or WhatsApp channel for India
 * must send DLT-registered templates (TRAI's rules): it would render a notice to a template id
 * and its variables rather than to free text, and read the phone number from the order.
 */
export interface MessageChannel {
  readonly name: "email";
  /** Resolves once the provider accepted the message; rejects on any refusal or outage. */
  deliver(to: string, message: RenderedMessage): Promise<void>;
  close(): void;
}
