import { asc, desc, eq, exists, sql } from "drizzle-orm";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import { reviews } from "../modules/reviews/reviews-tables.ts";
import type { Database } from "../platform/database/client.ts";

export type ReviewRow = typeof reviews.$inferSelect & { verifiedPurchase: boolean };

/** Whether the poster has a Delivered order holding the product: read live, so it follows the order's status. */
const verifiedPurchase = exists(
  sql`(select 1 from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
       where ${orders.userId} = ${reviews.userId} and ${orders.status} = 'Delivered' and ${orderItems.productId} = ${reviews.productId})`,
);

/** A product's reviews, best rated first, and the newest first among equal ratings (the id keeps pages stable). */
export async function listReviews(db: Database, productId: string, page: { limit: number; offset: number }): Promise<ReviewRow[]> {
  const rows = await db
    .select({ review: reviews, verifiedPurchase })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.review, verifiedPurchase: Boolean(row.verifiedPurchase) }));
}

/** Whether a review's author bought its product and had it delivered. */
export async function isVerifiedPurchase(db: Database, reviewId: string): Promise<boolean> {
  const [verified] = await db.select({ verifiedPurchase }).from(reviews).where(eq(reviews.id, reviewId));
  return Boolean(verified?.verifiedPurchase);
}
