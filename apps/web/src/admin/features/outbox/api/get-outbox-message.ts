import { useQuery } from "@tanstack/react-query";
import type { OutboxDetail } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { outboxKey } from "./get-outbox.ts";

export function getOutboxMessage(id: string, signal?: AbortSignal): Promise<OutboxDetail> {
  return apiFetch<OutboxDetail>(`/admin/outbox/${encodeURIComponent(id)}`, { signal });
}

/** One message with its rendered bodies; polled until the dispatcher has rendered it. */
export function useOutboxMessage(id: string) {
  return useQuery({
    queryKey: [...outboxKey, "message", id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    refetchInterval: (query) => (query.state.data?.subject === null ? 2000 : false),
  });
}
