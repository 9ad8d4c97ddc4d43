import { apiFetch } from "../../../lib/api-client.ts";

/** Revokes the bearer token on the server. */
export async function logout(): Promise<void> {
  await apiFetch<unknown>("/users/logout", { method: "POST" });
}
