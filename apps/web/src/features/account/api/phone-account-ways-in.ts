import { apiFetch } from "../../../lib/api-client.ts";

/** PUT /api/users/:id/email: a phone account's email; it is sent the confirmation link (409 when another account uses it). */
export function addEmail(userId: string, email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/users/${encodeURIComponent(userId)}/email`, { method: "PUT", body: { email } });
}

/** POST /api/users/otp/request: a sign-in code to the account's own number, the proof a first password needs. */
export async function sendCodeToPhone(phone: string): Promise<void> {
  await apiFetch("/users/otp/request", { method: "POST", body: { phone } });
}

/** PUT /api/users/:id/password: a phone account's first password, with the code just sent to its number. */
export function setFirstPassword(userId: string, password: string, code: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/users/${encodeURIComponent(userId)}/password`, { method: "PUT", body: { password, code } });
}
