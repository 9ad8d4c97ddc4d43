import { and, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";

/**
 * What each product sold since `since`, as a subquery to join products to (`recent_sales`:
 * product_id, grams, units): every order is a paid one (an order exists only once paid), less
 * the cancelled ones, whose money went back. Orders are found by `orders_listing_idx` (created_at)
 * and their lines by `order_items_order_idx`, so the cost follows the window's orders, not all
 * orders ever.
 */
export function recentSales(db: Database, since: Date) {
  return db
    .select({
      productId: orderItems.productId,
      grams: sql<number>`sum(${orderItems.quantity} * ${orderItems.weightGrams})::bigint`.mapWith(Number).as("grams"),
      units: sql<number>`sum(${orderItems.quantity})::bigint`.mapWith(Number).as("units"),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(gte(orders.createdAt, since), ne(orders.status, "Canceled"), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .as("recent_sales");
}
