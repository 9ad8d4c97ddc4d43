import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

/**
 * POST /api/users/:id/cart sets a line's quantity (0 or less deletes it). Only the product, its
 * variant (cut and pack) and the quantity are sent: the server prices the line from the variant.
 */
export function setCartQuantity(userId: string, productId: string, variantId: string | null, quantity: number): Promise<CurrentUser> {
  const body = variantId ? { productId, variantId, quantity } : { productId, quantity };
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}/cart`, { method: "POST", body });
}
