import type { ForgotPasswordBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/users/password-reset-request: the same neutral answer whether or not the email has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/users/password-reset-request", { method: "POST", body });
}
