import type { Database } from "../../platform/database/client.ts";
import { insertOutboxEntry } from "../../read-models/outbox-entries.ts";
import type { Notice, Notifier } from "./notifier.ts";
import { countRecentNotices, insertSignInCode } from "./outbox-repository.ts";

/** The outbox as the shop's notifier: a notice becomes one row, in the caller's transaction. */
export const outboxNotifier: Notifier = {
  notify: insertOutboxEntry,
};

/** Records a notice in the outbox, in the transaction of the event that causes it (`db`). */
export function notify(db: Database, notice: Notice, at: Date): Promise<void> {
  return outboxNotifier.notify(db, notice, at);
}

/** How many notices of a kind an address was sent since `since` (for limits on resending). */
export function recentNotices(db: Database, recipient: string, kind: Notice["kind"], since: Date): Promise<number> {
  return countRecentNotices(db, recipient, kind, since);
}

/** A phone sign-in code to `phone`, in `db`'s transaction (WhatsApp when that number opted in, else SMS). */
export function sendSignInCode(db: Database, phone: string, code: string, language: "en" | "mr" | "hi", at: Date): Promise<void> {
  return insertSignInCode(db, phone, code, language, at);
}
