import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OutboxPage } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { queryString } from "../../../lib/list-params.ts";

export const outboxKey = ["admin", "outbox"] as const;

export function getOutbox(page: number, signal?: AbortSignal): Promise<OutboxPage> {
  return apiFetch<OutboxPage>(`/admin/outbox${queryString({ page })}`, { signal });
}

/** One page of the outbox, newest first; refreshed every few seconds while open (the dispatcher works meanwhile). */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: [...outboxKey, page],
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}
