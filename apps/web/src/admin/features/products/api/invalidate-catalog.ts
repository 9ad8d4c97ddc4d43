import type { QueryClient } from "@tanstack/react-query";
import { adminProductsKey } from "./get-admin-products.ts";

/**
 * After any product change: the admin lists, the deals (which embed products), the dashboard
 * counts, and the storefront's own product queries (["products"], ...) of this tab.
 */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsKey }),
    queryClient.invalidateQueries({ queryKey: ["admin", "stats"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "deals"] }),
    queryClient.invalidateQueries({ queryKey: ["products"] }),
  ]).then(() => undefined);
}
