import { sql, type SQL } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { outboxMessages } from "../modules/messages/messages-tables.ts";
import type { Database } from "../platform/database/client.ts";

/** A notice as the outbox keeps it: its kind, whom it is for, and what it is about. */
export type OutboxEntry = { readonly kind: string; readonly userId: string } & Readonly<Record<string, string | number | null>>;

/**
 * The outbox row of a notice, as SQL for a statement of its own or a data-modifying CTE of the
 * caller's (no round trip of its own), inserted only when `onlyIf` holds there. The recipient is
 * the user's email at the moment of the event, read by the insert itself, so an event pays for
 * one insert and nothing more.
 */
export function outboxInsert(entry: OutboxEntry, at: Date, onlyIf: SQL = sql`true`): SQL {
  const { kind, userId } = entry;
  const { kind: _kind, ...payload } = entry;
  const when = at.toISOString();
  return sql`insert into ${outboxMessages} (kind, recipient, payload, created_at, next_attempt_at)
    select ${kind}::text, u.email, ${JSON.stringify(payload)}::jsonb, ${when}::timestamptz, ${when}::timestamptz
    from ${users} u where u.id = ${userId}::uuid and ${onlyIf}`;
}

/** Records a notice in the outbox, in the transaction of the event that causes it (`db`). */
export async function insertOutboxEntry(db: Database, entry: OutboxEntry, at: Date): Promise<void> {
  await db.execute(outboxInsert(entry, at));
}
