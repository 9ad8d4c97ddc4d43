import { Link } from "react-router";
import type { OutboxMessage } from "@taaza/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { OutboxStatus } from "./outbox-status.tsx";
import "./outbox.css";

/** How staff read a message's channel. */
export const CHANNEL_LABELS: Record<OutboxMessage["channel"], string> = {
  email: "Email",
  whatsapp: "WhatsApp",
  sms: "SMS",
  push: "Push",
};

/** The outbox as a list of cards: subject (or template), channel, recipient, time and status; each opens the message. */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  return (
    <ul className="outbox-list">
      {messages.map((message) => (
        <li key={message._id} className="outbox-item">
          <Link to={`/admin/outbox/${message._id}`} className="outbox-item__subject">
            {message.subject ?? message.template ?? "Being prepared…"}
          </Link>
          <span className="outbox-item__recipient">
            {CHANNEL_LABELS[message.channel]} to {message.recipient}
            {message.channel === "email" ? "" : ` (${message.language})`}
          </span>
          <time className="outbox-item__time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
          <OutboxStatus message={message} />
        </li>
      ))}
    </ul>
  );
}
