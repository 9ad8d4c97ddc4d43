import type { Product } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { findVariants } from "./catalog-repository.ts";
import { toProduct, type ProductRow } from "./product-view.ts";

/** Products as the API speaks them, each with its variants (one more read for the whole list). */
export async function viewProducts(db: Database, rows: readonly ProductRow[]): Promise<Product[]> {
  const variants = await findVariants(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toProduct(row, variants.get(row.id) ?? []));
}

/** One product as the API speaks it, with its variants. */
export async function viewProduct(db: Database, row: ProductRow): Promise<Product> {
  const [product] = await viewProducts(db, [row]);
  return product!;
}
