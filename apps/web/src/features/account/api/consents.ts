import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConsentPurpose, Consents } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const consentsKey = (userId: string) => ["consents", userId] as const;

/** GET /api/users/:id/consents: each purpose's answer and every change with its time. */
export function getConsents(userId: string, signal?: AbortSignal): Promise<Consents> {
  return apiFetch<Consents>(`/users/${encodeURIComponent(userId)}/consents`, { signal });
}

/** PUT /api/users/:id/consents: gives or withdraws one consent; the server keeps the change with its time. */
export function changeConsent(userId: string, purpose: ConsentPurpose, given: boolean): Promise<Consents> {
  return apiFetch<Consents>(`/users/${encodeURIComponent(userId)}/consents`, { method: "PUT", body: { purpose, given } });
}

export function useConsents(userId: string) {
  return useQuery({ queryKey: consentsKey(userId), queryFn: ({ signal }) => getConsents(userId, signal) });
}

export function useChangeConsent(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentPurpose; given: boolean }) => changeConsent(userId, purpose, given),
    onSuccess: (consents) => client.setQueryData(consentsKey(userId), consents),
  });
}
