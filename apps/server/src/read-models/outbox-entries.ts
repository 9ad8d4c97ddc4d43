import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { notificationSettings, outboxMessages } from "../modules/messages/messages-tables.ts";
import type { Database } from "../platform/database/client.ts";

/** A notice as the outbox keeps it: its kind, whom it is for, and what it is about. */
export type OutboxEntry = { readonly kind: string; readonly userId: string } & Readonly<Record<string, string | number | null>>;

/**
 * Notices about an order, which also go to the phone channels the customer opted in to. Links
 * that open an account (verification, reset) and sign-in changes stay email only.
 */
export const ORDER_UPDATE_KINDS: readonly string[] = [
  "order-confirmed",
  "order-packed",
  "out-for-delivery",
  "order-delivered",
  "order-cancelled",
  "refund-processed",
];

/**
 * Whether a notice also goes to the phone channels: an order update, or a ticket opened or
 * resolved (an acknowledgement is told by email only).
 */
export function goesToPhones(entry: OutboxEntry): boolean {
  if (entry.kind === "issue-changed") return entry.status === "open" || entry.status === "resolved";
  return ORDER_UPDATE_KINDS.includes(entry.kind);
}

/**
 * The outbox rows of a notice, as SQL for a statement of its own or a data-modifying CTE of the
 * caller's (no round trip of its own), inserted only when `onlyIf` holds there. One row for the
 * email and, for an order update, one for each phone channel the customer opted in to: WhatsApp,
 * else SMS (SMS stands in when WhatsApp was not chosen or fails), and push. The recipients and
 * the language are read by the insert itself at the moment of the event, so an event pays for
 * one insert and nothing more. An email a phone account gave is sent only its confirmation link
 * until it is confirmed.
 */
export function outboxInsert(entry: OutboxEntry, at: Date, onlyIf: SQL = sql`true`): SQL {
  const { kind: _kind, ...payload } = entry;
  return outboxInsertOf(entry, { userId: entry.userId, payload: JSON.stringify(payload), at: at.toISOString() }, onlyIf);
}

/**
 * `outboxInsert` for notices like `like` (its kind, and whether it goes to the phones), with the
 * recipient, the payload (JSON text) and the time given as values or placeholders: a statement
 * built once for such notices (the settling statement) fills them in on each run.
 */
export function outboxInsertOf(
  like: OutboxEntry,
  values: { userId: SQLWrapper | string; payload: SQLWrapper | string; at: SQLWrapper | string },
  onlyIf: SQL = sql`true`,
): SQL {
  const { kind } = like;
  const phones = goesToPhones(like);
  const emailTo =
    kind === "verify-email" ? sql`u.email` : sql`case when u.sign_in_phone is null or u.email_verified_at is not null then u.email end`;
  return sql`insert into ${outboxMessages} (kind, channel, recipient, language, payload, created_at, next_attempt_at)
    select ${kind}::text, c.channel, c.recipient, u.language, ${values.payload}::jsonb, ${values.at}::timestamptz, ${values.at}::timestamptz
    from ${users} u
    left join ${notificationSettings} n on ${phones ? sql`n.user_id = u.id` : sql`false`}
    cross join lateral (values
      ('email', ${emailTo}),
      ('whatsapp', case when n.whatsapp_at is not null then n.phone end),
      ('sms', case when n.whatsapp_at is null and n.sms_at is not null then n.phone end),
      ('push', case when n.push_at is not null then u.id::text end)
    ) as c(channel, recipient)
    where u.id = ${values.userId}::uuid and c.recipient is not null and ${onlyIf}`;
}

/** Records a notice in the outbox, in the transaction of the event that causes it (`db`). */
export async function insertOutboxEntry(db: Database, entry: OutboxEntry, at: Date): Promise<void> {
  await db.execute(outboxInsert(entry, at));
}
