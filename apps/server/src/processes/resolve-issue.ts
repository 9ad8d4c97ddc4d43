import { CARE_MESSAGES, formatTicket, type Issue, type ResolveIssueBody } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { invalid, notFound } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { recordAudit, type Actor } from "../modules/audit/index.ts";
import { findIssue } from "../read-models/issue-views.ts";
import type { Issues } from "../modules/issues/index.ts";
import type { Orders } from "../modules/orders/index.ts";
import type { Refunds } from "../modules/refunds/index.ts";

// Resolving a customer's ticket: a refund of its lines goes through the refund path every other
// refund takes (under the order's lock, never more than is left of what was paid, sent to the
// provider once committed); a replacement or a rejection only records the answer. Either way the
// customer is told, in the same transaction.

export interface ResolveIssueDeps {
  db: Database;
  clock: Clock;
  orders: Pick<Orders, "lockOrder">;
  refunds: Pick<Refunds, "refundLockedOrder">;
  issues: Pick<Issues, "find" | "lock" | "resolveLocked" | "orderLines">;
  /** Sends the refunds made, once their transaction has committed (processes/refund-order.ts). */
  sendRefunds: (refundIds: readonly (string | null)[], log: Logger) => Promise<void>;
}

export function createResolveIssue(deps: ResolveIssueDeps) {
  return {
    resolveIssue: async (staff: Actor, issueId: string, body: ResolveIssueBody, log: Logger): Promise<Issue> => {
      const refundId = await inTransaction(deps.db, async (tx) => {
        // The same lock order as every writer: the order, then what hangs on it.
        const unlocked = await deps.issues.find(tx, issueId);
        if (!unlocked) throw notFound(CARE_MESSAGES.issue.notFound);
        const order = await deps.orders.lockOrder(tx, unlocked.orderId);
        const issue = await deps.issues.lock(tx, issueId);
        if (!order || !issue) throw notFound(CARE_MESSAGES.issue.notFound);
        const now = deps.clock.now();
        let refundId: string | null = null;
        if (body.resolution === "refund" && issue.status !== "resolved") {
          const chosen = body.lineIds ?? issue.lineIds;
          if (chosen.some((id) => !issue.lineIds.includes(id))) throw invalid(CARE_MESSAGES.issue.refundLinesNotInIssue);
          const lines = (await deps.issues.orderLines(tx, order.id)).filter((line) => chosen.includes(line.id));
          const amountPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
          refundId = await deps.refunds.refundLockedOrder(tx, order, {
            amountPaise,
            reason: `Ticket ${formatTicket(issue.ticketNumber)}: ${lines.length === 1 ? "1 item" : `${lines.length} items`}`,
            by: staff.id,
            now,
          });
        }
        await deps.issues.resolveLocked(tx, issue, { resolution: body.resolution, note: body.note, refundId, by: staff.id, at: now });
        const after = { status: "resolved", resolution: body.resolution, note: body.note, refundId };
        await recordAudit(
          tx,
          staff,
          { action: "issue.resolve", entity: "issue", entityId: issue.id, before: { status: issue.status }, after },
          now,
        );
        return refundId;
      });
      await deps.sendRefunds([refundId], log);
      return (await findIssue(deps.db, issueId))!;
    },
  };
}
