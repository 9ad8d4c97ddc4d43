import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { Notice } from "../messages/index.ts";
import type { Sessions } from "./sessions-use-cases.ts";

/** The part of the outbox accounts use: the emails an account is sent, and how many went lately. */
export interface AccountNotices {
  /** Records a notice in the transaction of the event that causes it (`db`). */
  notify(db: Database, notice: Notice, at: Date): Promise<void>;
  recentNotices(recipient: string, kind: Notice["kind"], since: Date): Promise<number>;
  /** A phone sign-in code to `phone`, recorded in `db`'s transaction. */
  sendSignInCode(db: Database, phone: string, code: string, language: "en" | "mr" | "hi", at: Date): Promise<void>;
}

/** What accounts' use cases work with. */
export interface AccountsContext {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  notices: AccountNotices;
}
