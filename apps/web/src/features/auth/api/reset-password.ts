import type { ResetPasswordBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/users/password-reset: the emailed link's token and the new password; ends every session. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/users/password-reset", { method: "POST", body });
}
