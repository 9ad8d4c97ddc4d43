import { Link } from "react-router";
import type { OutboxMessage } from "@taaza/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { OutboxStatus } from "./outbox-status.tsx";
import "./outbox.css";

/** The outbox as a list of cards: subject, recipient, time and status; each opens the message. */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  return (
    <ul className="outbox-list">
      {messages.map((message) => (
        <li key={message._id} className="outbox-item">
          <Link to={`/admin/outbox/${message._id}`} className="outbox-item__subject">
            {message.subject ?? "Being prepared…"}
          </Link>
          <span className="outbox-item__recipient">To {message.recipient}</span>
          <time className="outbox-item__time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt)}
          </time>
          <OutboxStatus message={message} />
        </li>
      ))}
    </ul>
  );
}
