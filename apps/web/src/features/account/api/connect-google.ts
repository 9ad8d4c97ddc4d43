import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/** POST /api/users/:id/google-link: ties the Google account (same email) to the signed-in owner's. */
export function connectGoogle(userId: string, token: string): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/google-link`, { method: "POST", body: { token } });
}
