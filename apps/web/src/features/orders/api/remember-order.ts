import type { QueryClient } from "@tanstack/react-query";
import type { Order } from "@taaza/domain";
import { orderQueryKey } from "./get-order.ts";
import { ordersQueryKey } from "./get-orders.ts";

/**
 * An order as the server just answered it (placed, cancelled): its page reads it from the cache,
 * and the customer's list of orders is read afresh.
 */
export function rememberOrder(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(orderQueryKey(order._id), order);
  return queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true });
}
