import type { QueryClient } from "@tanstack/react-query";
import { refreshReaders } from "../../../../lib/server-data.ts";
import { adminProductsKey } from "./get-admin-products.ts";

/**
 * After any product change: the admin lists, and whatever reads products elsewhere: the deals
 * (which embed products), the dashboard counts, and the storefront's product queries of this tab.
 */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: adminProductsKey }), refreshReaders(queryClient, "products")]).then(
    () => undefined,
  );
}
