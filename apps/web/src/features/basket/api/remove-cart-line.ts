import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/** DELETE /api/users/:id/cart/:lineId: takes a line out whatever its product's state. */
export function removeCartLine(userId: string, lineId: string): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/cart/${encodeURIComponent(lineId)}`, { method: "DELETE" });
}
