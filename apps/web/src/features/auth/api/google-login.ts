import type { Session } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { expectSession } from "./session-response.ts";

/** Trades a Google ID token for a shop session; the server verifies the token. */
export async function googleLogin(token: string): Promise<Session> {
  return expectSession(await apiFetch<unknown>("/users/google-login", { method: "POST", body: { token } }));
}
