import { performance } from "node:perf_hooks";
import type { Logger } from "../../platform/logger.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import {
  MessageRefused,
  type MessageChannel,
  type MessageChannels,
  type TemplateChannel,
  type TemplateMessage,
} from "../../platform/ports/message-channel.ts";
import type { NoticeKind } from "./notifier.ts";
import {
  attachmentsOf,
  claimDueMessages,
  queueSmsFallback,
  saveRendering,
  saveTemplateRendering,
  settleMessage,
  type Deferral,
  type OutboxRow,
} from "./outbox-repository.ts";
import { PHONE_TEMPLATES, phoneTemplateOf } from "./phone-templates.ts";
import { renderNotice, renderTemplateNotice, UnrenderableNotice } from "./render-message.ts";

/**
 * What the dispatcher sends through: every channel by name, or (as before WhatsApp and SMS)
 * the email channel alone, or null for none. A channel left out keeps its messages unsent.
 */
export type DispatchChannels = MessageChannels | MessageChannel | null;

function channelsOf(given: DispatchChannels): MessageChannels {
  if (given === null) return {};
  return "deliver" in given ? { email: given } : given;
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

/**
 * While the process is busy serving, messages wait for a quieter moment, at most this long:
 * rendering a confirmation with its PDF bill costs about as much CPU as the four calls that
 * placed the order, and the customers still checking out come first (docs/decisions/018).
 */
export const LONGEST_WAIT_FOR_QUIET_MS = 60_000;
/** What a customer is waiting for in their inbox right now is never held back. */
const NEVER_WAITING: readonly NoticeKind[] = ["verify-email", "reset-password", "reset-password-google", "sign-in-changed"];
/** Busy: the event loop ran more than this share of the time since the dispatcher's last pass. */
const BUSY_SHARE = 0.5;
/** A pass with messages left stops after this long, and the next starts this soon after. */
const PASS_BUDGET_MS = 500;
const BETWEEN_PASSES_MS = 100;

/** What became of one message in a pass. */
type Outcome = "sent" | "kept" | "retrying" | "failed";

export interface DispatchReport extends Record<Outcome, number> {
  /** Set when a pass stopped at its time budget with messages still due. */
  more?: true;
}

export interface DispatchLimits {
  /** Only these due messages (the rest wait). */
  deferred?: Deferral;
  /** Stop after this many milliseconds once a batch is done. */
  budgetMs?: number;
}

/**
 * One pass over the due messages: claim a batch (skipping rows other processes hold), render
 * each once, and hand it to the channel. Without a channel (no SMTP configured) a rendered
 * message is `kept`: visible to staff, never sent. A refusal or an outage never touches the
 * event that caused the message; the message waits `retryDelayMs` and is tried again.
 */
export async function dispatchOutbox(
  deps: MessagesDeps,
  given: DispatchChannels,
  log: Logger,
  limits: DispatchLimits = {},
): Promise<DispatchReport> {
  const channels = channelsOf(given);
  const report: DispatchReport = { sent: 0, kept: 0, retrying: 0, failed: 0 };
  const started = performance.now();
  for (;;) {
    const claimed = await claimDueMessages(deps.db, deps.clock.now(), CLAIM_LEASE_MS, BATCH, limits.deferred);
    for (const row of claimed) {
      const outcome =
        row.channel === "email"
          ? await dispatchOne(deps, channels.email ?? null, log, row)
          : await dispatchTemplate(deps, channels[row.channel] ?? null, log, row);
      report[outcome] += 1;
    }
    if (claimed.length < BATCH) return report;
    if (limits.budgetMs !== undefined && performance.now() - started >= limits.budgetMs) return { ...report, more: true };
  }
}

/** Whether the process was busy since `restart` (or since it was made). */
export interface BusyProbe {
  busy(): boolean;
  restart(): void;
}

/**
 * Busy by the event loop's utilization (the share of time it spent running code, not waiting).
 * The dispatcher restarts it after each pass, so its own rendering never counts.
 */
export function eventLoopProbe(share = BUSY_SHARE): BusyProbe {
  let since = performance.eventLoopUtilization();
  return {
    busy: () => performance.eventLoopUtilization(since).utilization > share,
    restart: () => {
      since = performance.eventLoopUtilization();
    },
  };
}

/** What a pass may take: everything due when quiet; when busy, what has waited long enough. */
export function passLimits(now: Date, busy: boolean, budgetMs = PASS_BUDGET_MS): DispatchLimits {
  return {
    budgetMs,
    deferred: busy ? { since: new Date(now.getTime() - LONGEST_WAIT_FOR_QUIET_MS), except: NEVER_WAITING } : undefined,
  };
}

async function dispatchOne(deps: MessagesDeps, channel: MessageChannel | null, log: Logger, row: OutboxRow): Promise<Outcome> {
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
    sentAt: deps.clock.now(),
    lastError: null,
    ...(token
      ? {
          html: message.html.replaceAll(token, "sent-link-removed"),
          textBody: message.text.replaceAll(token, "sent-link-removed"),
          payload: { ...row.payload, token: null },
        }
      : {}),
  });
  return "sent";
}

/**
 * WhatsApp, SMS and push: render the registered template once (kept unsent without the channel's
 * configuration), send it, keep the provider's id for its webhook. A refusal a retry cannot
 * change fails the message at once; an outage is retried like email. A WhatsApp message that
 * will not be delivered hands over to SMS when the customer opted in to it.
 */
async function dispatchTemplate(deps: MessagesDeps, channel: TemplateChannel | null, log: Logger, row: OutboxRow): Promise<Outcome> {
  let message: TemplateMessage;
  const keptOnSave = !channel && row.template === null;
  try {
    const kind = phoneTemplateOf(row);
    if (row.template !== null && row.variables !== null && row.textBody !== null && kind) {
      const registered = PHONE_TEMPLATES[kind];
      message = {
        template: row.template,
        dltTemplateId: registered.dltTemplateId,
        language: row.language,
        variables: row.variables,
        text: row.textBody,
      };
    } else {
      message = await renderTemplateNotice(deps, row);
      await saveTemplateRendering(deps.db, row.id, message, keptOnSave ? "kept" : undefined);
    }
  } catch (error) {
    if (error instanceof UnrenderableNotice) {
      log.error({ err: error, messageId: row.id, kind: row.kind, channel: row.channel }, "message cannot be rendered");
      await settleMessage(deps.db, row.id, { status: "failed", lastError: error.message.slice(0, 300) });
      return "failed";
    }
    return retryLater(deps, log, row, error);
  }
  if (!channel) {
    if (!keptOnSave) await settleMessage(deps.db, row.id, { status: "kept" });
    return "kept";
  }
  let accepted: { providerMessageId: string | null };
  try {
    accepted = await channel.send(row.recipient, message);
  } catch (error) {
    return retryLater(deps, log, row, error, error instanceof MessageRefused);
  }
  // A sign-in code has done its job once sent: the outbox (which staff read) keeps no working copy.
  const code = row.kind === "sign-in-code" ? (message.variables.code ?? null) : null;
  await settleMessage(deps.db, row.id, {
    status: "sent",
    attempts: row.attempts + 1,
    sentAt: deps.clock.now(),
    lastError: null,
    providerMessageId: accepted.providerMessageId,
    ...(code
      ? {
          textBody: message.text.replaceAll(code, SENT_CODE_REMOVED),
          variables: { ...message.variables, code: SENT_CODE_REMOVED },
          payload: { ...row.payload, code: null },
        }
      : {}),
  });
  return "sent";
}

/** What a sent sign-in code is replaced by in the outbox. */
export const SENT_CODE_REMOVED = "sent-code-removed";

async function retryLater(
  deps: MessagesDeps,
  log: Logger,
  row: OutboxRow,
  error: unknown,
  refused = false,
): Promise<"retrying" | "failed"> {
  const attempts = row.attempts + 1;
  const reason = error instanceof Error ? error.message : String(error);
  const giveUp = refused || attempts >= MAX_SEND_ATTEMPTS;
  log.warn(
    { err: error, messageId: row.id, kind: row.kind, attempts },
    giveUp ? "message not sent; giving up" : "message not sent; will retry",
  );
  await settleMessage(deps.db, row.id, {
    status: giveUp ? "failed" : "pending",
    attempts,
    lastError: reason.slice(0, 300),
    nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(attempts)),
  });
  if (giveUp && row.channel === "whatsapp" && (await queueSmsFallback(deps.db, row.id, deps.clock.now()))) {
    log.warn({ messageId: row.id, kind: row.kind }, "WhatsApp message failed; sending it by SMS instead");
  }
  return giveUp ? "failed" : "retrying";
}

/**
 * Runs `dispatchOutbox` every `intervalMs` in this process, one pass at a time, within
 * `passLimits`: a pass that runs out of time is followed by another shortly, which looks again
 * at how busy the process was meanwhile. Returns the handle `app.ts` stops on close:
 * `stop()` waits for a pass in progress, so no send is cut off half way. The channel belongs to
 * the caller, which closes it after.
 */
export function startOutboxDispatcher(
  deps: MessagesDeps,
  channel: DispatchChannels,
  log: Logger,
  intervalMs: number,
  { probe = eventLoopProbe(), budgetMs = PASS_BUDGET_MS }: { probe?: BusyProbe; budgetMs?: number } = {},
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let soon: NodeJS.Timeout | null = null;
  const pass = () => {
    if (running || stopped) return;
    running = dispatchOutbox(deps, channel, log, passLimits(deps.clock.now(), probe.busy(), budgetMs))
      .then((report) => {
        if (!report.more || stopped) return;
        soon = setTimeout(pass, BETWEEN_PASSES_MS);
        soon.unref();
      })
      .catch((error: unknown) => log.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        probe.restart();
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
