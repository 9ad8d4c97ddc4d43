import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { OutboxMessages } from "../features/outbox/index.ts";

/** Every message the shop sent or would send (without SMTP, the messages stay here unsent). */
export default function AdminOutboxPage() {
  useDocumentTitle("Outbox");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Outbox</h1>
      <p>
        Emails to customers, newest first: order confirmations with their bill, cancellations, refunds, deliveries, email confirmations and
        password resets.
      </p>
      <OutboxMessages />
    </div>
  );
}
