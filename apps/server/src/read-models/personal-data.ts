import { asc, eq } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import { products } from "../modules/catalog/catalog-tables.ts";
import { issues } from "../modules/issues/issues-tables.ts";
import { consentChanges } from "../modules/privacy/privacy-tables.ts";
import { orderRatings } from "../modules/ratings/ratings-tables.ts";
import { reviews } from "../modules/reviews/reviews-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { toIssues } from "./issue-views.ts";
import { findOrderViews } from "./order-views.ts";

/**
 * Everything the shop keeps about one person, as "Download my data" gives it (Digital Personal
 * Data Protection Act 2023): the account, addresses, orders with their lines, refunds, issues and
 * ratings, reviews, issues and consents. Never the password's hash or a session.
 */
export async function personalDataOf(db: Database, userId: string) {
  const [account] = await db
    .select({
      _id: users.id,
      userId: users.userCode,
      username: users.username,
      email: users.email,
      userType: users.userType,
      age: users.age,
      gender: users.gender,
      hasPassword: users.passwordHash,
      hasGoogle: users.googleSub,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return undefined;
  const [addressRows, orderViews, reviewRows, issueRows, ratingRows, consentRows] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)),
    findOrderViews(db, { userId }),
    db
      .select({
        productId: reviews.productId,
        product: products.name,
        rating: reviews.rating,
        review: reviews.review,
        media: reviews.media,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .leftJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(issues).where(eq(issues.userId, userId)).orderBy(asc(issues.createdAt)),
    db.select().from(orderRatings).where(eq(orderRatings.userId, userId)).orderBy(asc(orderRatings.createdAt)),
    db.select().from(consentChanges).where(eq(consentChanges.userId, userId)).orderBy(asc(consentChanges.at)),
  ]);
  return {
    account: { ...account, hasPassword: account.hasPassword !== null, hasGoogle: account.hasGoogle !== null },
    addresses: addressRows.map(({ userId: _user, ...address }) => address),
    orders: orderViews,
    reviews: reviewRows,
    issues: await toIssues(db, issueRows),
    ratings: ratingRows.map(({ userId: _user, id: _id, ...rating }) => rating),
    consents: consentRows.map(({ purpose, given, at }) => ({ purpose, given, at })),
  };
}
