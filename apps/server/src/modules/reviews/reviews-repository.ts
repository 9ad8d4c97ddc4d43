import { and, asc, count, desc, eq, exists, getTableColumns, sql, sum } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { orderItems, orders, products, reviews, users } from "../../platform/database/schema.ts";

export type ReviewRow = typeof reviews.$inferSelect & { verifiedPurchase: boolean };

export interface ReviewedProduct {
  id: string;
  name: string;
  isArchived: boolean;
}

export async function findReviewedProduct(db: Database, productId: string): Promise<ReviewedProduct | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name, isArchived: products.isArchived })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** Whether the poster has a Delivered order holding the product: read live, so it follows the order's status. */
const verifiedPurchase = exists(
  sql`(select 1 from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
       where ${orders.userId} = ${reviews.userId} and ${orders.status} = 'Delivered' and ${orderItems.productId} = ${reviews.productId})`,
);

/** Best rated first, and the newest first among equal ratings (the id keeps pages stable). */
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

export async function reviewTotals(db: Database, productId: string): Promise<{ count: number; ratingSum: number }> {
  const [row] = await db
    .select({ count: count(), ratingSum: sum(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { count: Number(row?.count ?? 0), ratingSum: Number(row?.ratingSum ?? 0) };
}

export async function findUsername(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.username;
}

export async function findOwnReview(db: Database, productId: string, userId: string): Promise<{ id: string; media: string[] } | undefined> {
  const [row] = await db
    .select({ id: reviews.id, media: reviews.media })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The customer's one review of the product: written, or rewritten in place when they post again
 * (the unique index on product and customer decides, even for two posts at the same moment).
 * `created` says which; the review dates from its latest writing.
 */
export async function upsertReview(
  db: Database,
  values: { productId: string; userId: string; username: string; rating: number; review: string; media: string[] },
  now: Date,
): Promise<{ row: ReviewRow; created: boolean }> {
  const [written] = await db
    .insert(reviews)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: { username: values.username, rating: values.rating, review: values.review, media: values.media, createdAt: now },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
  const { created, ...review } = written!;
  const [verified] = await db.select({ verifiedPurchase }).from(reviews).where(eq(reviews.id, review.id));
  return { row: { ...review, verifiedPurchase: Boolean(verified?.verifiedPurchase) }, created: Boolean(created) };
}
