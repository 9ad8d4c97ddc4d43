import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReorderResult } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import { currentUserQueryKey, type CurrentUser } from "../../../hooks/use-current-user.ts";

/** POST /api/orders/:id/reorder: the order's items back in the basket at today's prices. */
export function reorder(orderId: string): Promise<ReorderResult> {
  return apiFetch<ReorderResult>(`/orders/${encodeURIComponent(orderId)}/reorder`, { method: "POST" });
}

/** Reorders and puts the server's new basket where every basket view reads it. */
export function useReorder(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (result) => {
      client.setQueryData<CurrentUser>(currentUserQueryKey(userId), (user) => (user ? { ...user, cart: result.basket } : user));
      void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
    },
  });
}
