import type { Logger } from "../../platform/logger.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import { deleteSettledMessages } from "./outbox-repository.ts";

/**
 * How long a sent message stays in the outbox: long enough for staff to answer "did you email
 * me?" about an order's month, no longer than that (it holds names, addresses and bills). Its
 * links were already removed once sent; pending and failed messages are never pruned.
 */
export const OUTBOX_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Deletes every message settled more than 90 days ago, in batches; answers how many. */
export async function pruneOutbox(deps: Pick<MessagesDeps, "db" | "clock">): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - OUTBOX_RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteSettledMessages(deps.db, before, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Prunes once soon after start and then every `intervalMs`, in this process, until stopped. */
export function startOutboxPruning(deps: Pick<MessagesDeps, "db" | "clock">, log: Logger, intervalMs: number) {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = pruneOutbox(deps)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, "outbox pruning failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, Math.min(intervalMs, 60_000));
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
