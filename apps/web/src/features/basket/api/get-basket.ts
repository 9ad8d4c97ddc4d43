import { useSession } from "../../../hooks/use-session.ts";
import type { CartLine } from "@taaza/domain";
import { useCurrentUser, type CurrentUser } from "../../../hooks/use-current-user.ts";

const selectCart = (user: CurrentUser): CartLine[] => user.cart;
const selectFreeDeliveryMin = (user: CurrentUser): number | null => user.freeDeliveryMinItemsTotal ?? null;

/**
 * The signed-in customer's basket: the `cart` of GET /api/users/:id, from the cache every
 * basket view shares. Admins have no basket, so nothing is fetched for them.
 */
export function useBasket() {
  const session = useSession();
  const isCustomer = session !== null && session.user.userType !== "Admin";
  const query = useCurrentUser(selectCart, { enabled: isCustomer });
  return { ...query, isCustomer, userId: session?.user._id ?? null };
}

/** The free-delivery threshold (rupees of items) that applies to the customer's basket; null for none. */
export function useFreeDeliveryMin() {
  const session = useSession();
  const isCustomer = session !== null && session.user.userType !== "Admin";
  return useCurrentUser(selectFreeDeliveryMin, { enabled: isCustomer });
}
