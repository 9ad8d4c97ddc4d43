import type { Session } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { expectSession } from "./session-response.ts";

export type SignupInput = { username: string; email: string; password: string };

export async function signup(input: SignupInput): Promise<Session> {
  // The spec's payload carries a fixed dummy userId and the User type; the server decides both.
  const body = { userId: "dummy", ...input, userType: "User" as const };
  return expectSession(await apiFetch<unknown>("/users/signup", { method: "POST", body }));
}
