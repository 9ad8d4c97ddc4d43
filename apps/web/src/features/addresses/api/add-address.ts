import type { AddressBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/** POST /api/users/:id/address (201): the updated user, with the new address last. */
export function addAddress(userId: string, address: AddressBody): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/address`, { method: "POST", body: address });
}
