import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ISSUE_PHOTOS_FIELD, type Issue, type IssueReason } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { orderQueryKey } from "./get-order.ts";

export type IssueReport = { lineIds: readonly string[]; reason: IssueReason; note: string; photos: readonly File[] };

/** POST /api/orders/:id/issues as multipart: one `lineIds` field per line, the photos in `photos`. */
export async function reportIssue(orderId: string, { lineIds, reason, note, photos }: IssueReport): Promise<Issue> {
  const form = new FormData();
  for (const lineId of lineIds) form.append("lineIds", lineId);
  form.set("reason", reason);
  form.set("note", note);
  for (const photo of photos) form.append(ISSUE_PHOTOS_FIELD, photo, photo.name);
  const { data } = await apiFetch<{ data: Issue }>(`/orders/${encodeURIComponent(orderId)}/issues`, { method: "POST", body: form });
  return data;
}

export function useReportIssue(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: IssueReport) => reportIssue(orderId, report),
    // The order lists its issues: read it again to show the new ticket.
    onSuccess: () => client.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
