import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { Issue, Order } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export type TicketClock = { acknowledgeBy: string; resolveBy: string; acknowledgeOverdue: boolean; resolveOverdue: boolean };
export type QueueEntry = { issue: Issue; order: Order; clock: TicketClock };
export type IssueQueue = { data: QueueEntry[]; overdue: { acknowledge: number; resolve: number } };

export const issueQueueKey = ["admin", "issues"] as const;

/** GET /api/admin/issues: unresolved tickets, oldest first, each with its order and its clock. */
export function getIssueQueue(signal?: AbortSignal): Promise<IssueQueue> {
  return apiFetch<IssueQueue>("/admin/issues", { signal });
}

export function useIssueQueue() {
  // New reports arrive while staff work: look again every half minute.
  return useQuery({ queryKey: issueQueueKey, queryFn: ({ signal }) => getIssueQueue(signal), refetchInterval: 30_000 });
}

export function invalidateIssueQueue(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: issueQueueKey });
}
