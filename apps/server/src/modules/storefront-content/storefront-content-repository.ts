import { asc, eq } from "drizzle-orm";
import type { Creative } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { creatives, deals, products } from "../../db/schema.ts";
import type { ProductRow } from "../catalog/product-view.ts";

export async function listCreatives(db: Database): Promise<Creative[]> {
  return db
    .select({ _id: creatives.id, tag: creatives.tag, media: creatives.media })
    .from(creatives)
    .orderBy(asc(creatives.tag), asc(creatives.position));
}

/** Deals with their products in one query; a deal whose product is archived is hidden. */
export async function listVisibleDeals(db: Database): Promise<{ id: string; product: ProductRow }[]> {
  return db
    .select({ id: deals.id, product: products })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(eq(products.isArchived, false))
    .orderBy(asc(deals.slot));
}
