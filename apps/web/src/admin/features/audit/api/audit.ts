import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AUDIT_PAGE_SIZE, type AuditEntry, type StaffMember } from "@taaza/domain";
import { apiFetchWithHeaders, apiFetch } from "../../../../lib/api-client.ts";
import { queryString } from "../../../lib/list-params.ts";
import type { Page } from "../../../lib/page.ts";

export type AuditFilters = { actor: string; entity: string; entityId: string; from: string; to: string };

export const auditKey = ["admin", "audit"] as const;

/** The API path of the entries the filters match; `.csv` serves all of them (not one page) as a file. */
export function auditPath(filters: AuditFilters, page: number | undefined, format: "" | ".csv" = ""): string {
  return `/admin/audit${format}${queryString({ ...filters, page })}`;
}

export async function getAudit(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const { data, headers } = await apiFetchWithHeaders<{ data: AuditEntry[] }>(auditPath(filters, page), { signal });
  return { data: data.data, total: Number(headers.get("x-total-count") ?? data.data.length), page, pageSize: AUDIT_PAGE_SIZE };
}

/** One page of the audit log, newest first. */
export function useAudit(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: [...auditKey, filters, page],
    queryFn: ({ signal }) => getAudit(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The people to filter by: the staff accounts (the log keeps the name of removed ones in each entry). */
export function useAuditPeople() {
  return useQuery({
    queryKey: ["admin", "staff"],
    queryFn: ({ signal }) => apiFetch<{ data: StaffMember[] }>("/admin/staff", { signal }).then((answer) => answer.data),
  });
}
