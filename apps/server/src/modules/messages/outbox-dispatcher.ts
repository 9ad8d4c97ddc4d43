import type { AppDeps } from "../../app-deps.ts";
import type { Channel } from "./notifier.ts";
import { attachmentsOf, claimDueMessages, saveRendering, settleMessage, type OutboxRow } from "./outbox-repository.ts";
import { renderNotice, UnrenderableNotice } from "./render-message.ts";

export interface DispatchLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** After this many failed sends a message is `failed` and waits for staff. */
export const MAX_SEND_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;
/** How long a claimed message is this process's before another may try it. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

/** Exponential backoff: 30 s after the first failure, doubling, never more than 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

export interface DispatchReport {
  sent: number;
  kept: number;
  retrying: number;
  failed: number;
}

/**
 * One pass over the due messages: claim a batch (skipping rows other processes hold), render
 * each once, and hand it to the channel. Without a channel (no SMTP configured) a rendered
 * message is `kept`: visible to staff, never sent. A refusal or an outage never touches the
 * event that caused the message; the message waits `retryDelayMs` and is tried again.
 */
export async function dispatchOutbox(deps: AppDeps, channel: Channel | null, log: DispatchLog): Promise<DispatchReport> {
  const report: DispatchReport = { sent: 0, kept: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMessages(deps.db, deps.now(), CLAIM_LEASE_MS, BATCH);
    for (const row of claimed) report[await dispatchOne(deps, channel, log, row)] += 1;
    if (claimed.length < BATCH) return report;
  }
}

async function dispatchOne(deps: AppDeps, channel: Channel | null, log: DispatchLog, row: OutboxRow): Promise<keyof DispatchReport> {
  let message;
  // Without a channel a new rendering is kept in the statement that saves it.
  const keptOnSave = !channel && row.subject === null;
  try {
    message =
      row.subject !== null && row.html !== null && row.textBody !== null
        ? { subject: row.subject, html: row.html, text: row.textBody, attachments: await attachmentsOf(deps.db, row.id) }
        : await renderNotice(deps, row);
    if (row.subject === null) await saveRendering(deps.db, row.id, message, keptOnSave ? "kept" : undefined);
  } catch (error) {
    if (error instanceof UnrenderableNotice) {
      log.error({ err: error, messageId: row.id, kind: row.kind }, "message cannot be rendered");
      await settleMessage(deps.db, row.id, { status: "failed", lastError: error.message.slice(0, 300) });
      return "failed";
    }
    return retryLater(deps, log, row, error);
  }
  if (!channel) {
    if (!keptOnSave) await settleMessage(deps.db, row.id, { status: "kept" });
    return "kept";
  }
  try {
    await channel.deliver(row.recipient, message);
  } catch (error) {
    return retryLater(deps, log, row, error);
  }
  // A link that opens an account has done its job once sent: the outbox keeps no working copy.
  const token = typeof row.payload.token === "string" ? row.payload.token : null;
  await settleMessage(deps.db, row.id, {
    status: "sent",
    attempts: row.attempts + 1,
    sentAt: deps.now(),
    lastError: null,
    ...(token ? { html: message.html.replaceAll(token, "sent-link-removed"), textBody: message.text.replaceAll(token, "sent-link-removed"), payload: { ...row.payload, token: null } } : {}),
  });
  return "sent";
}

async function retryLater(deps: AppDeps, log: DispatchLog, row: OutboxRow, error: unknown): Promise<"retrying" | "failed"> {
  const attempts = row.attempts + 1;
  const reason = error instanceof Error ? error.message : String(error);
  const giveUp = attempts >= MAX_SEND_ATTEMPTS;
  log.warn({ err: error, messageId: row.id, kind: row.kind, attempts }, giveUp ? "message not sent; giving up" : "message not sent; will retry");
  await settleMessage(deps.db, row.id, {
    status: giveUp ? "failed" : "pending",
    attempts,
    lastError: reason.slice(0, 300),
    nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(attempts)),
  });
  return giveUp ? "failed" : "retrying";
}

/**
 * Runs `dispatchOutbox` every `intervalMs` in this process, one pass at a time. Returns the
 * handle `app.ts` stops on close:
 * `stop()` waits for a pass in progress, so no send is cut off half way. The channel belongs to
 * the caller, which closes it after.
 */
export function startOutboxDispatcher(deps: AppDeps, channel: Channel | null, log: DispatchLog, intervalMs: number) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = dispatchOutbox(deps, channel, log)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
