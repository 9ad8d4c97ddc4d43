import { useState } from "react";
import type { OutboxDetail } from "@taaza/domain";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { CHANNEL_LABELS } from "./outbox-list.tsx";
import { OutboxStatus } from "./outbox-status.tsx";
import "../../../components/admin-cards.css";
import "./outbox.css";

const KIB = 1024;

/**
 * One message as the customer gets it. The HTML body is shown in a sandboxed frame with no
 * rights at all (no scripts, no forms, its own origin), so a message can never act in the admin
 * page; the plain-text part is shown as text.
 */
export function OutboxMessageView({ message }: { message: OutboxDetail }) {
  const [view, setView] = useState<"html" | "text">("html");
  if (message.channel !== "email") return <TemplateMessageView message={message} />;
  return (
    <article className="outbox-message" aria-labelledby="outbox-subject">
      <h2 id="outbox-subject" className="outbox-message__subject">
        {message.subject ?? "Being prepared…"}
      </h2>
      <dl className="admin-facts">
        <div>
          <dt>Channel</dt>
          <dd>{CHANNEL_LABELS[message.channel]}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{message.recipient}</dd>
        </div>
        <div>
          <dt>Recorded</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <OutboxStatus message={message} />
          </dd>
        </div>
        {message.sentAt ? (
          <div>
            <dt>Sent</dt>
            <dd>{formatDateTime(message.sentAt)}</dd>
          </div>
        ) : null}
        {message.status === "pending" && message.attempts > 0 ? (
          <div>
            <dt>Next try</dt>
            <dd>{formatDateTime(message.nextAttemptAt)}</dd>
          </div>
        ) : null}
        {message.lastError ? (
          <div>
            <dt>Last error</dt>
            <dd>{message.lastError}</dd>
          </div>
        ) : null}
      </dl>

      {message.attachments.length > 0 ? (
        <section aria-label="Attachments" className="outbox-message__attachments">
          <h3>Attachments</h3>
          <ul>
            {message.attachments.map((file) => (
              <li key={file._id}>
                <DownloadButton
                  path={`/admin/outbox/${message._id}/attachments/${file._id}`}
                  fileName={file.filename}
                  label={`Download ${file.filename} (${Math.max(1, Math.round(file.size / KIB))} KB)`}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {message.html !== null && message.text !== null ? (
        <section aria-label="Message body">
          <div className="outbox-message__tabs" role="group" aria-label="Show the message as">
            <button
              type="button"
              className={view === "html" ? "btn btn--primary" : "btn btn--secondary"}
              aria-pressed={view === "html"}
              onClick={() => setView("html")}
            >
              As the customer sees it
            </button>
            <button
              type="button"
              className={view === "text" ? "btn btn--primary" : "btn btn--secondary"}
              aria-pressed={view === "text"}
              onClick={() => setView("text")}
            >
              Plain text
            </button>
          </div>
          {view === "html" ? (
            <iframe
              className="outbox-message__frame"
              title="Message as HTML"
              sandbox=""
              srcDoc={message.html}
              referrerPolicy="no-referrer"
            />
          ) : (
            <pre className="outbox-message__text">{message.text}</pre>
          )}
        </section>
      ) : (
        <p role="status">The message has not been prepared yet; it appears here within a few seconds.</p>
      )}
    </article>
  );
}

/** A WhatsApp, SMS or push message: its registered template, language, variables and text. */
function TemplateMessageView({ message }: { message: OutboxDetail }) {
  return (
    <article className="outbox-message" aria-labelledby="outbox-subject">
      <h2 id="outbox-subject" className="outbox-message__subject">
        {message.template ?? "Being prepared…"}
      </h2>
      <dl className="admin-facts">
        <div>
          <dt>Channel</dt>
          <dd>{CHANNEL_LABELS[message.channel]}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{message.recipient}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{message.language}</dd>
        </div>
        <div>
          <dt>Recorded</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <OutboxStatus message={message} />
          </dd>
        </div>
        {message.deliveryStatus ? (
          <div>
            <dt>Provider says</dt>
            <dd>{message.deliveryStatus}</dd>
          </div>
        ) : null}
        {message.lastError ? (
          <div>
            <dt>Last error</dt>
            <dd>{message.lastError}</dd>
          </div>
        ) : null}
      </dl>
      {message.variables ? (
        <section aria-label="Variables">
          <h3>Variables</h3>
          <dl className="admin-facts">
            {Object.entries(message.variables).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {message.text !== null ? (
        <section aria-label="Message body">
          <pre className="outbox-message__text">{message.text}</pre>
        </section>
      ) : (
        <p role="status">The message has not been prepared yet; it appears here within a few seconds.</p>
      )}
    </article>
  );
}
