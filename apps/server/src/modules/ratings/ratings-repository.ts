import { eq } from "drizzle-orm";
import type { RatingBody } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { orderRatings } from "./ratings-tables.ts";

export type RatingRow = typeof orderRatings.$inferSelect;

export async function findRating(db: Database, orderId: string): Promise<RatingRow | undefined> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId)).limit(1);
  return row;
}

export async function insertRating(tx: Database, values: RatingBody & { orderId: string; userId: string; at: Date }): Promise<void> {
  await tx.insert(orderRatings).values({
    orderId: values.orderId,
    userId: values.userId,
    stars: values.stars,
    tags: values.tags,
    text: values.text,
    createdAt: values.at,
    updatedAt: values.at,
  });
}

export async function updateRating(tx: Database, orderId: string, values: RatingBody, at: Date): Promise<void> {
  await tx
    .update(orderRatings)
    .set({ stars: values.stars, tags: values.tags, text: values.text, updatedAt: at })
    .where(eq(orderRatings.orderId, orderId));
}

/** Erasure: a rating's words are the customer's; its stars stay for the shop's figures. */
export async function eraseRatingTexts(tx: Database, userId: string): Promise<void> {
  await tx.update(orderRatings).set({ text: "" }).where(eq(orderRatings.userId, userId));
}
