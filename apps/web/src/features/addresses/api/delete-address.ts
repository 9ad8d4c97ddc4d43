import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/** DELETE /api/users/:id/:addressId: the updated user. */
export function deleteAddress(userId: string, addressId: string): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`, { method: "DELETE" });
}
