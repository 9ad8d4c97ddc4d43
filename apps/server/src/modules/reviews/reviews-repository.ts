import { asc, count, desc, eq, sum } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, reviews, users } from "../../db/schema.ts";

export type ReviewRow = typeof reviews.$inferSelect;

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

/** Best rated first, and the newest first among equal ratings (the id keeps pages stable). */
export async function listReviews(db: Database, productId: string, page?: { limit: number; offset: number }): Promise<ReviewRow[]> {
  const query = db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
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

export async function insertReview(
  db: Database,
  values: { productId: string; userId: string; username: string; rating: number; review: string; media: string[] },
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}
