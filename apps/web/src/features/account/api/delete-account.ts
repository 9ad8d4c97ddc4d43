import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

/** DELETE /api/users/:id with the password (or a fresh Google sign-in): the account is erased and its sessions end. */
export function deleteAccount(userId: string, body: DeleteAccountBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/users/${encodeURIComponent(userId)}`, { method: "DELETE", body });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => deleteAccount(userId, body) });
}
