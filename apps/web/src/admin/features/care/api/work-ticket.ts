import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Issue, ResolveIssueBody } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { invalidateIssueQueue } from "./get-issue-queue.ts";

/** POST /api/admin/issues/:id/acknowledge: "we have it", with who and when. */
export async function acknowledgeIssue(issueId: string): Promise<Issue> {
  const { data } = await apiFetch<{ data: Issue }>(`/admin/issues/${encodeURIComponent(issueId)}/acknowledge`, { method: "POST" });
  return data;
}

/** POST /api/admin/issues/:id/resolve: a refund of lines (through the refund path), a replacement, or no with a reason. */
export async function resolveIssue(issueId: string, body: ResolveIssueBody): Promise<Issue> {
  const { data } = await apiFetch<{ data: Issue }>(`/admin/issues/${encodeURIComponent(issueId)}/resolve`, { method: "POST", body });
  return data;
}

export function useAcknowledgeIssue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: acknowledgeIssue, onSuccess: () => invalidateIssueQueue(client) });
}

export function useResolveIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ issueId, body }: { issueId: string; body: ResolveIssueBody }) => resolveIssue(issueId, body),
    onSuccess: () => invalidateIssueQueue(client),
  });
}
