import { inArray } from "drizzle-orm";
import { orderItems } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";

/** Of these image names, those an order still shows (orders keep the image they were sold with). */
export async function imagesShownByOrders(db: Database, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectDistinct({ image: orderItems.image }).from(orderItems).where(inArray(orderItems.image, names));
  return new Set(rows.flatMap((r) => (r.image ? [r.image] : [])));
}
