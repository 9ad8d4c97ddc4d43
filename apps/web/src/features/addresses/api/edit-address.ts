import type { AddressBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/** PUT /api/users/:id/:addressId: the updated user. */
export function editAddress(userId: string, addressId: string, address: AddressBody): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`, { method: "PUT", body: address });
}
