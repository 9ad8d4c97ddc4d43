import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { rowsOf } from "../../platform/database/raw-rows.ts";
import { notificationSettings, outboxAttachments, outboxMessages } from "./messages-tables.ts";
import type { MessageAttachment, RenderedMessage, TemplateMessage } from "../../platform/ports/message-channel.ts";
import type { NoticeKind } from "./notifier.ts";

export type OutboxStatus = (typeof outboxMessages.$inferSelect)["status"];

export type OutboxChannel = (typeof outboxMessages.$inferSelect)["channel"];
export type OutboxLanguage = (typeof outboxMessages.$inferSelect)["language"];
export type DeliveryStatus = NonNullable<(typeof outboxMessages.$inferSelect)["deliveryStatus"]>;

export interface OutboxRow {
  id: string;
  kind: string;
  channel: OutboxChannel;
  recipient: string;
  language: OutboxLanguage;
  template: string | null;
  variables: Record<string, string> | null;
  fallbackOf: string | null;
  providerMessageId: string | null;
  deliveryStatus: DeliveryStatus | null;
  deliveryStatusAt: Date | null;
  payload: Record<string, string | number | null>;
  subject: string | null;
  html: string | null;
  textBody: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Messages that may wait: only those due since `since`, and any of the `except` kinds. */
export interface Deferral {
  since: Date;
  except: readonly NoticeKind[];
}

/**
 * Takes up to `limit` due messages for this process (with `deferred`, only those it allows).
 * `for update skip locked` lets several processes claim at once without waiting on or taking
 * each other's rows; the claim moves the row's next attempt past the lease, so a process that
 * dies mid-send leaves it to be retried.
 */
export async function claimDueMessages(db: Database, now: Date, leaseMs: number, limit: number, deferred?: Deferral): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, "pending"),
        sql`${outboxMessages.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        deferred
          ? or(
              sql`${outboxMessages.nextAttemptAt} <= ${deferred.since.toISOString()}::timestamptz`,
              inArray(outboxMessages.kind, [...deferred.except]),
            )
          : undefined,
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(sql`${outboxMessages.id} in ${due}`)
    .returning();
}

/**
 * Keeps what was rendered, with its attachments, so every attempt sends the same message; with
 * `status`, settles it too (`kept`: there is no channel to send it through). One statement (the
 * attachments' insert reads the update's row), so it is as atomic as a transaction and one
 * round trip instead of four.
 */
export async function saveRendering(db: Database, id: string, message: RenderedMessage, status?: "kept"): Promise<void> {
  const attachments = message.attachments.map((a) => ({
    filename: a.filename,
    content_type: a.contentType,
    content: Buffer.from(a.content).toString("base64"),
  }));
  await db.execute(sql`
    with saved as (
      update ${outboxMessages} set subject = ${message.subject}, html = ${message.html}, text_body = ${message.text}${status ? sql`, status = ${status}` : sql``}
      where id = ${id}::uuid
      returning id
    )
    insert into ${outboxAttachments} (message_id, filename, content_type, content)
    select saved.id, a.filename, a.content_type, decode(a.content, 'base64')
    from saved cross join jsonb_to_recordset(${JSON.stringify(attachments)}::jsonb) as a(filename text, content_type text, content text)`);
}

/** Keeps a template message as rendered (and settles it `kept` when no provider is set up). */
export async function saveTemplateRendering(db: Database, id: string, message: TemplateMessage, status?: "kept"): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ template: message.template, variables: message.variables, textBody: message.text, ...(status ? { status } : {}) })
    .where(eq(outboxMessages.id, id));
}

/**
 * A phone sign-in code, to a number that may have no account: by WhatsApp when an account opted
 * in to WhatsApp on that number, else by SMS. One statement, in the request's transaction.
 */
export async function insertSignInCode(db: Database, phone: string, code: string, language: OutboxLanguage, at: Date): Promise<void> {
  const when = at.toISOString();
  await db.execute(sql`
    insert into ${outboxMessages} (kind, channel, recipient, language, payload, created_at, next_attempt_at)
    select 'sign-in-code',
      case when exists (select 1 from ${notificationSettings} n where n.phone = ${phone} and n.whatsapp_at is not null) then 'whatsapp' else 'sms' end,
      ${phone}, ${language}, ${JSON.stringify({ code })}::jsonb, ${when}::timestamptz, ${when}::timestamptz`);
}

/**
 * Settles a WhatsApp message that will not be delivered and, in the same statement, queues its
 * SMS stand-in when the customer opted in to SMS (at most one per message: `fallback_of` is
 * unique, so two dispatchers or a webhook arriving twice add one). Answers whether one was queued.
 */
export async function queueSmsFallback(db: Database, id: string, now: Date): Promise<boolean> {
  const when = now.toISOString();
  const result = await db.execute(sql`
    insert into ${outboxMessages} (kind, channel, recipient, language, payload, fallback_of, created_at, next_attempt_at)
    select m.kind, 'sms', n.phone, m.language, m.payload, m.id, ${when}::timestamptz, ${when}::timestamptz
    from ${outboxMessages} m
    join ${notificationSettings} n on n.user_id = (m.payload->>'userId')::uuid
    where m.id = ${id}::uuid and m.channel = 'whatsapp' and n.sms_at is not null and n.phone is not null
    on conflict (fallback_of) do nothing
    returning id`);
  return rowsOf<{ id: string }>(result).length > 0;
}

/**
 * Records what WhatsApp's webhook says of a message it accepted. A status never goes back
 * (a late "delivered" after "read" is ignored), but "failed" always lands. Answers the message's
 * id when the status changed it.
 */
export async function recordDeliveryStatus(
  db: Database,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
): Promise<string | null> {
  const rank = (column: unknown) =>
    sql`case ${column} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;
  const [row] = await db
    .update(outboxMessages)
    .set({ deliveryStatus: status, deliveryStatusAt: at })
    .where(
      and(
        eq(outboxMessages.providerMessageId, providerMessageId),
        sql`${rank(outboxMessages.deliveryStatus)} < ${rank(sql`${status}::text`)}`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

export async function attachmentsOf(db: Database, messageId: string): Promise<MessageAttachment[]> {
  return db
    .select({ filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, content: outboxAttachments.content })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(outboxAttachments.filename);
}

export async function settleMessage(
  db: Database,
  id: string,
  change: Partial<
    Pick<
      OutboxRow,
      "status" | "attempts" | "nextAttemptAt" | "lastError" | "sentAt" | "html" | "textBody" | "payload" | "variables" | "providerMessageId"
    >
  >,
): Promise<void> {
  await db.update(outboxMessages).set(change).where(eq(outboxMessages.id, id));
}

export interface OutboxListRow {
  id: string;
  kind: string;
  channel: OutboxChannel;
  recipient: string;
  language: OutboxLanguage;
  template: string | null;
  variables: Record<string, string> | null;
  deliveryStatus: DeliveryStatus | null;
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

export async function listMessages(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: OutboxListRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: outboxMessages.id,
        kind: outboxMessages.kind,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        language: outboxMessages.language,
        template: outboxMessages.template,
        variables: outboxMessages.variables,
        deliveryStatus: outboxMessages.deliveryStatus,
        subject: outboxMessages.subject,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        nextAttemptAt: outboxMessages.nextAttemptAt,
        createdAt: outboxMessages.createdAt,
        sentAt: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(outboxMessages),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

export async function attachmentNamesOf(
  db: Database,
  messageId: string,
): Promise<{ id: string; filename: string; contentType: string; size: number }[]> {
  return db
    .select({
      id: outboxAttachments.id,
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.content})::int`,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(outboxAttachments.filename);
}

export async function findAttachment(db: Database, messageId: string, attachmentId: string): Promise<MessageAttachment | undefined> {
  const [row] = await db
    .select({ filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, content: outboxAttachments.content })
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.messageId, messageId), eq(outboxAttachments.id, attachmentId)));
  return row;
}

/** How many messages of a kind went to this address since `since`: the resend limits read it. */
export async function countRecentNotices(db: Database, recipient: string, kind: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        eq(outboxMessages.kind, kind),
        sql`${outboxMessages.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Deletes up to `limit` messages settled before `before` (sent, or kept without SMTP), with their
 * attachments (the foreign key cascades); answers how many. Pending and failed ones stay for
 * the dispatcher and staff. Small batches, so no statement holds many rows for long.
 */
export async function deleteSettledMessages(db: Database, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ["sent", "kept"]),
        sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(outboxMessages)
    .where(sql`${outboxMessages.id} in ${old}`)
    .returning({ id: outboxMessages.id });
  return deleted.length;
}

/**
 * Erasure of an account (in `tx`): every message sent to the person, by email, WhatsApp, SMS or
 * push (to any of `recipients`, or about their account), keeps its kind, channel and times (the
 * record that it was sent) but loses the address, the bodies, the template's variables and the
 * attachments. A sign-in code sent to one of their numbers is such a message too.
 */
export async function forgetRecipients(tx: Database, userId: string, recipients: readonly string[], label: string): Promise<void> {
  const theirs = or(inArray(outboxMessages.recipient, [...recipients, userId]), sql`${outboxMessages.payload}->>'userId' = ${userId}`);
  const sent = tx.select({ id: outboxMessages.id }).from(outboxMessages).where(theirs);
  await tx.delete(outboxAttachments).where(inArray(outboxAttachments.messageId, sent));
  // A message not sent yet never will be: there is nobody to send it to.
  await tx
    .update(outboxMessages)
    .set({ status: "failed", lastError: "The account was deleted" })
    .where(and(theirs, eq(outboxMessages.status, "pending")));
  await tx
    .update(outboxMessages)
    .set({ recipient: label, html: null, textBody: null, subject: null, variables: null, payload: {} })
    .where(theirs);
}
