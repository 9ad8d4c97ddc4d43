import { and, count, eq, getTableColumns, sql, sum } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { reviews } from "./reviews-tables.ts";

export type StoredReview = typeof reviews.$inferSelect;

export async function reviewTotals(db: Database, productId: string): Promise<{ count: number; ratingSum: number }> {
  const [row] = await db
    .select({ count: count(), ratingSum: sum(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { count: Number(row?.count ?? 0), ratingSum: Number(row?.ratingSum ?? 0) };
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
): Promise<{ row: StoredReview; created: boolean }> {
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
  return { row: review, created: Boolean(created) };
}

/**
 * Erasure of an account (in `tx`): its reviews keep their rating and words but lose the name and
 * the photos. Answers the photos' names, to remove once `tx` commits.
 */
export async function anonymiseReviewsOf(tx: Database, userId: string, label: string): Promise<string[]> {
  const rows = await tx.select({ media: reviews.media }).from(reviews).where(eq(reviews.userId, userId));
  await tx
    .update(reviews)
    .set({ username: label, media: sql`'{}'::text[]` })
    .where(eq(reviews.userId, userId));
  return rows.flatMap((r) => r.media);
}
