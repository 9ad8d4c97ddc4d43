import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/users/:id/verification-email: a new confirmation link for the owner (a few an hour). */
export function resendVerification(userId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/users/${encodeURIComponent(userId)}/verification-email`, { method: "POST" });
}
