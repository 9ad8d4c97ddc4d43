import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/**
 * POST /api/users/:id/cart sets a line's quantity (0 or less deletes it). Only the product and the
 * quantity are sent: the server prices the line from the product itself.
 */
export function setCartQuantity(userId: string, productId: string, quantity: number): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/cart`, { method: "POST", body: { productId, quantity } });
}
