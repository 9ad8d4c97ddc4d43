import type { Database } from "../../platform/database/client.ts";
import type { Notice, Notifier } from "./notifier.ts";
import { countRecentNotices, insertNotice, noticeInsertOf } from "./outbox-repository.ts";
import type { SQL } from "drizzle-orm";

/** The outbox as the shop's notifier: a notice becomes one row, in the caller's transaction. */
export const outboxNotifier: Notifier = {
  notify: insertNotice,
};

/** Records a notice in the outbox, in the transaction of the event that causes it (`db`). */
export function notify(db: Database, notice: Notice, at: Date): Promise<void> {
  return outboxNotifier.notify(db, notice, at);
}

/**
 * `notify` as SQL for the caller's own statement (a data-modifying CTE), recorded only when
 * `onlyIf` holds there: the notice costs the event no round trip of its own.
 */
export function noticeInsert(notice: Notice, at: Date, onlyIf?: SQL): SQL {
  return noticeInsertOf(notice, at, onlyIf);
}

/** How many notices of a kind an address was sent since `since` (for limits on resending). */
export function recentNotices(db: Database, recipient: string, kind: Notice["kind"], since: Date): Promise<number> {
  return countRecentNotices(db, recipient, kind, since);
}
