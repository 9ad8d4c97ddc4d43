import type { LoginBody, Session } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { expectSession } from "./session-response.ts";

export async function login(body: LoginBody): Promise<Session> {
  return expectSession(await apiFetch<unknown>("/users/login", { method: "POST", body }));
}
