import type { PublicUser, Session } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { expectSession } from "./session-response.ts";

/** POST /api/users/otp/request: a 6-digit code to the number (the answer is the same for any number). */
export async function requestPhoneCode(phone: string): Promise<void> {
  await apiFetch("/users/otp/request", { method: "POST", body: { phone } });
}

/** POST /api/users/otp/verify: the session, as login answers it. */
export async function verifyPhoneCode(phone: string, code: string): Promise<Session> {
  return expectSession(await apiFetch<unknown>("/users/otp/verify", { method: "POST", body: { phone, code } }));
}

/** A new phone account's name, asked right after its first sign-in (the session is not saved yet). */
export async function nameNewAccount(session: Session, username: string): Promise<Session> {
  const user = await apiFetch<PublicUser>(`/users/${encodeURIComponent(session.user._id)}`, {
    method: "PUT",
    body: { username },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return { ...session, user: { ...session.user, username: user.username ?? username } };
}
