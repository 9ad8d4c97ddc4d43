import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffCreateBody, StaffMember, StaffRole } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export const staffKey = ["admin", "staff"] as const;

export function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiFetch<{ data: StaffMember[] }>("/admin/staff", { signal }).then((answer) => answer.data);
}

export function addStaff(body: StaffCreateBody): Promise<StaffMember> {
  return apiFetch<{ data: StaffMember }>("/admin/staff", { method: "POST", body }).then((answer) => answer.data);
}

/** The server refuses (409) to demote the last owner; its message is shown as it is. */
export function changeStaffRole(id: string, role: StaffRole): Promise<StaffMember> {
  return apiFetch<{ data: StaffMember }>(`/admin/staff/${encodeURIComponent(id)}`, { method: "PUT", body: { role } }).then(
    (answer) => answer.data,
  );
}

/** Their sessions end at once; the last owner and the owner's own account are refused. */
export function removeStaff(id: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/admin/staff/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => getStaff(signal) });
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKey });
}

export function useAddStaff() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: addStaff, onSuccess: refresh });
}

export function useChangeStaffRole() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: ({ id, role }: { id: string; role: StaffRole }) => changeStaffRole(id, role), onSuccess: refresh });
}

export function useRemoveStaff() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: removeStaff, onSuccess: refresh });
}
