import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/users/verify-email: the emailed link's token confirms the address. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/users/verify-email", { method: "POST", body: { token } });
}
