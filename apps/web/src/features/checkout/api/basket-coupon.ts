import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROMOTION_MESSAGES, type BasketOffers } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { translateById } from "../../../lib/i18n/i18n.ts";
import { currentUserQueryKey, type CurrentUser } from "../../../hooks/use-current-user.ts";

// The code a customer types for their basket (issue 32): POST/DELETE /api/basket/coupon answer
// the basket's offers, written into the customer's cache entry so the bill follows at once.

export function useBasketCoupon(userId: string) {
  const queryClient = useQueryClient();
  const keep = (offers: BasketOffers) => {
    queryClient.setQueryData<CurrentUser>(currentUserQueryKey(userId), (user) => (user ? { ...user, ...offers } : user));
    return queryClient.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
  };
  const apply = useMutation({
    mutationFn: (code: string) => apiFetch<BasketOffers>("/basket/coupon", { method: "POST", body: { code } }),
    onSuccess: keep,
  });
  const remove = useMutation({
    mutationFn: () => apiFetch<BasketOffers>("/basket/coupon", { method: "DELETE" }),
    onSuccess: keep,
  });
  return { apply, remove };
}

const MIN_BASKET = /^Add (₹[\d,.]+) more to use this code \(minimum basket (₹[\d,.]+)\)$/;

/**
 * Why the basket's code does not apply now, in the customer's language: GET /users/{id} carries
 * the server's English words, which are PROMOTION_MESSAGES texts (server.promotion.* codes).
 */
export function refusalInWords(english: string): string {
  const key = (Object.keys(PROMOTION_MESSAGES) as (keyof typeof PROMOTION_MESSAGES)[]).find((k) => PROMOTION_MESSAGES[k] === english);
  if (key) return translateById(`server.promotion.${key}`, english);
  const min = MIN_BASKET.exec(english);
  if (min) return translateById("server.promotion.minBasket", english, { missing: min[1], minimum: min[2] });
  return english;
}
