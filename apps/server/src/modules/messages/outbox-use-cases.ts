import { OUTBOX_PAGE_SIZE, type OutboxDetail, type OutboxMessage, type OutboxPage } from "@taaza/domain";
import type { MessagesDeps } from "./messages-deps.ts";
import { notFound } from "../../platform/errors.ts";
import type { MessageAttachment } from "../../platform/ports/message-channel.ts";
import { attachmentNamesOf, findAttachment, forgetRecipients, findMessage, listMessages, type OutboxListRow } from "./outbox-repository.ts";
import { eraseNotificationData } from "./notification-settings-repository.ts";
import type { Database } from "../../platform/database/client.ts";

const MESSAGE_NOT_FOUND = "Message not found";

function toMessage(row: OutboxListRow): OutboxMessage {
  return {
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    language: row.language,
    template: row.template,
    variables: row.variables,
    deliveryStatus: row.deliveryStatus,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Staff's outbox, newest first. */
export async function outboxPage(deps: MessagesDeps, page: number): Promise<OutboxPage> {
  const { rows, total } = await listMessages(deps.db, { limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE });
  return { data: rows.map(toMessage), total, page, pageSize: OUTBOX_PAGE_SIZE };
}

/** One message as it was (or would be) sent: both bodies and its attachments' names. */
export async function outboxMessage(deps: MessagesDeps, id: string): Promise<OutboxDetail> {
  const row = await findMessage(deps.db, id);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  const attachments = await attachmentNamesOf(deps.db, id);
  return {
    ...toMessage(row),
    html: row.html,
    text: row.textBody,
    attachments: attachments.map((a) => ({ _id: a.id, filename: a.filename, contentType: a.contentType, size: a.size })),
  };
}

export async function outboxAttachment(deps: MessagesDeps, messageId: string, attachmentId: string): Promise<MessageAttachment> {
  const found = await findAttachment(deps.db, messageId, attachmentId);
  if (!found) throw notFound("Attachment not found");
  return found;
}

/**
 * Erasure of an account (in `tx`): its consents, settings and push subscriptions go, and every
 * message sent to it (its email, its numbers: `phones` and those its settings named, its
 * browsers) keeps only its kind, channel and times. Answers every number the person gave, so
 * the sign-in codes sent to them can be erased too.
 */
export async function forgetPerson(
  tx: Database,
  person: { userId: string; email: string | null; phones: readonly string[] },
  label: string,
): Promise<string[]> {
  const named = await eraseNotificationData(tx, person.userId);
  const phones = [...new Set([...person.phones, ...named])];
  await forgetRecipients(tx, person.userId, [...(person.email === null ? [] : [person.email]), ...phones], label);
  return phones;
}
